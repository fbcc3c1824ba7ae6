import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.xl, maxWidth: '640px' });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const legend = style({ display: 'grid', gap: vars.space.xxs, padding: 0, float: 'left', width: '100%' });

export const avatarRow = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.lg } },
});

export const avatarFigure = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, margin: 0 });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
