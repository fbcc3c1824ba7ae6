import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export const statusModalVariants = ['success', 'failure', 'confirm', 'info'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const slideUp = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  backdropFilter: 'blur(4px)',
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    overflowY: 'auto',
    // Centred dialog from the tablet width; a bottom sheet on phones, where thumbs reach.
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100dvh - 48px)',
    padding: vars.space.xl,
    borderRadius: vars.radius.xl,
    animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      '&:focus': { outline: 'none' },
    },
    '@media': {
      [media.mobile]: {
        left: 0,
        right: 0,
        top: 'auto',
        bottom: 0,
        transform: 'none',
        width: '100%',
        maxHeight: 'calc(100dvh - 24px)',
        padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xl}`,
        borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
        borderBottom: 'none',
        animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '520px' },
      lg: { maxWidth: '720px' },
    },
    centered: {
      true: { alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingRight: vars.space.xxl,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  '@media': {
    [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

export const actionsCentered = style({
  justifyContent: 'center',
  width: '100%',
});

export const statusIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '64px',
    height: '64px',
    borderRadius: vars.radius.full,
    flexShrink: 0,
  },
  variants: {
    variant: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      failure: { background: vars.color.dangerSoft, color: vars.color.danger },
      confirm: { background: vars.color.dangerSoft, color: vars.color.danger },
      info: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    },
  },
});

export const statusHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const statusButton = style({
  minWidth: '140px',
});
