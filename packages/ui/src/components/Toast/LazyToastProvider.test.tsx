import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToastProvider } from './LazyToastProvider';
import { useToast } from './toastState';

function Trigger({ title }: { title: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title, variant: 'success' })}>
      {title}
    </button>
  );
}

const region = () => screen.queryByRole('region', { name: /შეტყობინებები/ });

describe('LazyToastProvider', () => {
  it('mounts no toast region until the first toast, then shows it and keeps the region for the next', async () => {
    render(
      <LazyToastProvider>
        <Trigger title="ბმული დაკოპირდა" />
        <Trigger title="შენახულია" />
      </LazyToastProvider>,
    );
    expect(region()).toBeNull();

    act(() => screen.getByRole('button', { name: 'ბმული დაკოპირდა' }).click());
    expect(await screen.findByText('ბმული დაკოპირდა', { selector: 'li *' })).toBeVisible();
    expect(region()).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'შეტყობინების დახურვა' }).click());
    await waitFor(() => expect(screen.queryByText('ბმული დაკოპირდა', { selector: 'li *' })).toBeNull());
    expect(region()).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'შენახულია' }).click());
    expect(await screen.findByText('შენახულია', { selector: 'li *' })).toBeVisible();
  });
});
