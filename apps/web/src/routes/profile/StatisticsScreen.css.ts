import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const cards = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // The watch time ('24 სთ 18 წთ') is the widest figure.
    [media.desktop]: { gridTemplateColumns: '1.5fr repeat(3, minmax(0, 1fr))', gap: vars.space.md },
  },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const chart = style({ minWidth: 0 });

export const historyLink = style({
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const topItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const rank = style({
  flexShrink: 0,
  minWidth: '2.5ch',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.accentSoftText,
  fontVariantNumeric: 'tabular-nums',
});

export const topText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const topTitle = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
});

export const topTime = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
