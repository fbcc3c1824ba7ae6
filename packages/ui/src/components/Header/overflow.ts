import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many menu items fit in `available` px, given each item's width, the gap between items and the
 * width of the "more" button that takes the rest. All items when they all fit; at least none.
 */
export function visibleItemCount(widths: number[], available: number, moreWidth: number, gap: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  for (let index = 0; index < widths.length; index++) {
    used += (widths[index] ?? 0) + gap;
    if (used > available) return index;
  }
  return widths.length;
}

/**
 * Measures the items rendered (hidden) in `measure` — the menu items, then the "more" button — against the
 * width of `container`, and re-counts whenever the container resizes. `width` is what every item needs: the
 * container's flex basis, so it asks for all of it and shrinks only when the row is full.
 */
export function useVisibleItemCount(
  container: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  itemCount: number,
): { count: number; width: number } {
  const [fit, setFit] = useState({ count: itemCount, width: 0 });
  useLayoutEffect(() => {
    const box = container.current;
    const ruler = measure.current;
    if (!box || !ruler) return;
    const update = () => {
      const widths = Array.from(ruler.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const style = getComputedStyle(ruler);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
      // Nothing laid out (a hidden menu, or jsdom): keep every item.
      const available = box.getBoundingClientRect().width - padding;
      const width = widths.reduce((sum, item) => sum + item, padding) + gap * Math.max(0, widths.length - 1);
      const count = available > 0 ? visibleItemCount(widths, available, moreWidth + gap, gap) : itemCount;
      setFit((previous) => (previous.count === count && previous.width === width ? previous : { count, width }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [container, measure, itemCount]);
  return fit;
}
