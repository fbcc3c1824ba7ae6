import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', width: '100%', minWidth: 0 });

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: '44px',
  paddingInlineStart: '42px',
  paddingInlineEnd: '44px',
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible, &:focus': {
      outline: 'none',
      borderColor: vars.color.accent,
      background: vars.color.surface,
      boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
    },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  width: '34px',
  height: '34px',
});

export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: '280px',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const listbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.surfaceHover },
  },
});

export const optionImage = style({
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.skeleton,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs });

export const optionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const match = style({ color: vars.color.accentSoftText, fontWeight: vars.fontWeight.bold });

export const optionSubtitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.7s linear infinite`,
});
