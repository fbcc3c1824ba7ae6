import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTransition } from '../../theme/motion';
import { PageTransition } from './PageTransition';

const cancel = vi.fn();
const animate = vi.fn(() => ({ cancel }) as unknown as Animation);
let reducedMotion = false;

beforeEach(() => {
  // Cleared here: the previous test's page is unmounted (its animation cancelled) after its own afterEach.
  animate.mockClear();
  cancel.mockClear();
  reducedMotion = false;
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
  }));
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.motion;
});

const page = (path: string, text = 'გვერდი') => (
  <PageTransition transitionKey={path}>
    <p>{text}</p>
  </PageTransition>
);

describe('PageTransition', () => {
  it('animates when the key changes, not on the first render or a re-render with the same key', () => {
    const { rerender, getByText } = render(page('/a'));
    rerender(page('/a', 'სხვა ტექსტი'));
    expect(animate).not.toHaveBeenCalled();
    rerender(page('/b'));
    expect(animate).toHaveBeenCalledOnce();
    expect(animate).toHaveBeenCalledWith([...pageTransition.keyframes], {
      duration: pageTransition.duration,
      easing: pageTransition.easing,
    });
    expect(getByText('გვერდი').parentElement).toHaveAttribute('data-page-transition');
  });

  it('keeps the children mounted across a change of key', () => {
    const { rerender, getByText } = render(page('/a'));
    const before = getByText('გვერდი');
    rerender(page('/b'));
    expect(getByText('გვერდი')).toBe(before);
  });

  it('cancels a running entrance when the next page comes', () => {
    const { rerender } = render(page('/a'));
    rerender(page('/b'));
    rerender(page('/c'));
    expect(cancel).toHaveBeenCalledOnce();
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('stays still under prefers-reduced-motion', () => {
    reducedMotion = true;
    const { rerender } = render(page('/a'));
    rerender(page('/b'));
    expect(animate).not.toHaveBeenCalled();
  });

  it('stays still under data-motion="off"', () => {
    document.documentElement.dataset.motion = 'off';
    const { rerender } = render(page('/a'));
    rerender(page('/b'));
    expect(animate).not.toHaveBeenCalled();
  });
});
