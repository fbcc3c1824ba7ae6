import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Below 868 px: vertical cards, two a row on a phone. */
export const grid = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' } },
});

/** From 868 px: one horizontal card a row. */
export const rows = style({ ...list, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({ minWidth: 0 });
