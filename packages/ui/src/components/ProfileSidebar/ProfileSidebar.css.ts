import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  width: '48px',
  height: '48px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const userName = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userMeta = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const separator = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const entry = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: '48px',
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
  variants: {
    selected: {
      true: {
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        fontWeight: vars.fontWeight.semibold,
        selectors: { '&:hover': { background: vars.color.accentSoft } },
      },
    },
    danger: { true: { color: vars.color.dangerText } },
  },
});

export const entryIcon = style({ flexShrink: 0 });

export const entryLabel = style({ flex: 1, minWidth: 0 });

export const badge = style({
  minWidth: '22px',
  height: '22px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { display: 'none' } },
});
