import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, ToastProvider, useToast } from './Toast';

function Trigger({ title = 'ბმული დაკოპირდა', duration }: { title?: string; duration?: number }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title, variant: 'success', duration })}>
      show
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lasts 2.5 s by default (spec §9)', () => {
    expect(TOAST_DURATION).toBe(2500);
  });

  it('shows a toast and removes it after 2.5 s', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'show' }).click();
    });
    expect(screen.getByText('ბმული დაკოპირდა')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2400);
    });
    expect(screen.getByText('ბმული დაკოპირდა')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('ბმული დაკოპირდა')).not.toBeInTheDocument();
  });

  it('honours a per-toast duration', () => {
    render(
      <ToastProvider>
        <Trigger duration={5000} />
      </ToastProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'show' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('ბმული დაკოპირდა')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.queryByText('ბმული დაკოპირდა')).not.toBeInTheDocument();
  });

  it('closes from its close button', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'show' }).click();
    });
    act(() => {
      screen.getByRole('button', { name: 'შეტყობინების დახურვა' }).click();
    });
    expect(screen.queryByText('ბმული დაკოპირდა')).not.toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
