import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const sentinel = style({
  minHeight: '48px',
  display: 'grid',
  placeItems: 'center',
  paddingBlock: '16px',
});

/** Two columns on a phone (4–6 episodes a screen), then as many 180 px columns as fit. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.lg },
  },
});

export const gridItem = style({ minWidth: 0 });
