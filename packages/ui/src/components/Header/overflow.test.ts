import { describe, expect, it } from 'vitest';
import { visibleItemCount } from './overflow';

describe('visibleItemCount', () => {
  it('keeps every item when they all fit, without room for the "more" button', () => {
    expect(visibleItemCount([100, 100, 100], 320, 60, 8)).toBe(3);
  });

  it('moves the items that do not fit behind the "more" button', () => {
    // 100 + 8 + 100 + 8 + "more" 60 = 276 fits in 300; a third item would not.
    expect(visibleItemCount([100, 100, 100, 100], 300, 60, 8)).toBe(2);
  });

  it('shows only the "more" button when not even the first item fits beside it', () => {
    expect(visibleItemCount([200, 100], 220, 60, 8)).toBe(0);
  });
});
