import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const skeleton = style({ display: 'grid', gap: vars.space.xl });

export const sectionTitle = style({ marginBottom: vars.space.md });

const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** Two large cards a row on a phone, four from the desktop width. */
export const top = style([
  list,
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [media.tablet]: { gap: vars.space.lg },
      [media.desktop]: { gridTemplateColumns: `repeat(4, minmax(0, 1fr))` },
    },
  },
]);

/** Compact cards: one a row on a phone, as many 300 px columns as fit wider. */
export const rest = style([
  list,
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: vars.space.lg } },
  },
]);

export const item = style({ minWidth: 0, display: 'grid' });
