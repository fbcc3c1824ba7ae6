import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** Two tiles a row on a phone, then as many 260 px columns as fit. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: vars.space.lg },
  },
});

export const item = style({ minWidth: 0 });
