import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const toastVariants = ['info', 'success', 'error'] as const;

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '420px',
  maxWidth: 'calc(100vw - 32px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [media.mobile]: {
      top: vars.space.md,
      right: vars.space.md,
      left: vars.space.md,
      width: 'auto',
      maxWidth: 'none',
    },
  },
});

export const root = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    // The variant's colour is the start edge itself, so it bends with the rounded corners.
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    overflow: 'hidden',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.normal}` },
    },
  },
  variants: {
    variant: {
      info: { borderInlineStartColor: vars.color.accent },
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'info' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    marginTop: '2px',
  },
  variants: {
    variant: {
      info: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      success: { background: vars.color.successSoft, color: vars.color.success },
      error: { background: vars.color.dangerSoft, color: vars.color.dangerText },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({
  marginTop: vars.space.sm,
  alignSelf: 'flex-start',
});

export const actionButton = style([
  action,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.accentSoftText,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
]);
