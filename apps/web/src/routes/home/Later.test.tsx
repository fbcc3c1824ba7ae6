import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: it remembers, for the page's life, that the visitor has interacted.
let Later: typeof import('./Later').Later;
let useIdleSteps: typeof import('./Later').useIdleSteps;
let useInteracted: typeof import('./Later').useInteracted;
beforeEach(async () => {
  vi.resetModules();
  ({ Later, useIdleSteps, useInteracted } = await import('./Later'));
});

function Page({ parts }: { parts: string[] }) {
  const due = useIdleSteps(parts.length, useInteracted());
  return (
    <>
      {parts.map((part, index) => (
        <Later key={part} due={index < due} placeholder={<p>waiting {part}</p>}>
          <h2>{part}</h2>
        </Later>
      ))}
    </>
  );
}

describe('Later', () => {
  it('holds every part until the visitor first interacts, then renders them all, one step at a time, in order', () => {
    vi.useFakeTimers();
    try {
      render(<Page parts={['one', 'two', 'three']} />);
      expect(screen.getByText('waiting one')).not.toBeNull();
      // Nothing renders them on its own, however long the page stays idle.
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryAllByRole('heading')).toHaveLength(0);

      fireEvent.scroll(window);
      const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);
      act(() => vi.advanceTimersToNextTimer());
      expect(headings()).toEqual(['one']);
      act(() => vi.advanceTimersToNextTimer());
      expect(headings()).toEqual(['one', 'two']);
      act(() => vi.advanceTimersToNextTimer());
      expect(headings()).toEqual(['one', 'two', 'three']);
      expect(screen.queryByText(/^waiting/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a key press counts as interaction too, and is remembered by the next screen that waits', async () => {
    const { unmount } = render(<Page parts={['one']} />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByRole('heading', { name: 'one' })).not.toBeNull();
    unmount();

    render(<Page parts={['again']} />);
    expect(await screen.findByRole('heading', { name: 'again' })).not.toBeNull();
  });

  it('renders a part near the viewport before its idle step', async () => {
    let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      render(<Page parts={['one']} />);
      expect(screen.getByText('waiting one')).not.toBeNull();
      act(() => observed?.([{ isIntersecting: true }]));
      expect(await screen.findByRole('heading', { name: 'one' })).not.toBeNull();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
