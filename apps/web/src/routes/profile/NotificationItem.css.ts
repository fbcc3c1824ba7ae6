import { vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-busy]': { opacity: 0.5 } },
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const message = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
});

export const messageGone = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const iconLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
