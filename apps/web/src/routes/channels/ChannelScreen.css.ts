import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xxl });

export const header = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '200px minmax(0, 1fr)',
      justifyItems: 'start',
      textAlign: 'start',
      alignItems: 'center',
      gap: vars.space.xl,
    },
    [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
  },
});

export const cover = style({
  width: '180px',
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { width: '100%' } },
});

export const info = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  justifyItems: 'center',
  '@media': { [media.tablet]: { justifyItems: 'start' } },
});

export const name = style({ margin: 0, overflowWrap: 'anywhere' });

export const owner = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stats = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const stat = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
  paddingBlockStart: vars.space.xs,
});

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'center',
});

export const ratingLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const about = style({ display: 'grid', gap: vars.space.sm, maxWidth: '72ch' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const episodes = style({ display: 'grid', gap: vars.space.md });
