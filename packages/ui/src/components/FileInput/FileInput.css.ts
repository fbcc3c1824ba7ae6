import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const zone = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    border: `2px dashed ${vars.color.controlBorder}`,
    background: vars.color.controlBackground,
    color: vars.color.text,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    state: {
      empty: {
        flexDirection: 'column',
        justifyContent: 'center',
        textAlign: 'center',
        paddingBlock: vars.space.xl,
        paddingInline: vars.space.lg,
        cursor: 'pointer',
        selectors: {
          '&:hover': { borderColor: vars.color.accent, background: vars.color.accentSoft },
        },
      },
      dragging: {
        flexDirection: 'column',
        justifyContent: 'center',
        textAlign: 'center',
        paddingBlock: vars.space.xl,
        paddingInline: vars.space.lg,
        borderStyle: 'solid',
        borderColor: vars.color.accent,
        background: vars.color.accentSoft,
      },
      filled: {
        padding: vars.space.md,
        borderStyle: 'solid',
        borderWidth: '1px',
        borderColor: vars.color.border,
        background: vars.color.surfaceRaised,
      },
    },
    invalid: {
      true: { borderColor: vars.color.danger },
    },
    disabled: {
      // No opacity on the zone: its texts must keep their contrast.
      true: {
        cursor: 'not-allowed',
        borderColor: vars.color.border,
        selectors: { '&:hover': { borderColor: vars.color.textMuted, background: vars.color.controlBackground } },
      },
    },
  },
  defaultVariants: { state: 'empty' },
});

export const nativeInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The label covers the whole empty zone, so a click anywhere opens the file picker. */
export const coverLabel = style({
  cursor: 'inherit',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  },
});

export const badge = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  overflow: 'hidden',
});

export const badgeDisabled = style({
  opacity: 0.5,
  filter: 'grayscale(1)',
});

export const fileBadge = style({
  borderRadius: vars.radius.md,
  width: '44px',
  height: '44px',
});

export const preview = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const title = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const titleAccent = style({
  color: vars.color.accentSoftText,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const subtle = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const fileText = style({
  flex: 1,
  minWidth: 0,
});

export const fileName = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const replace = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '32px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
});

/** "or drop it here" means nothing on a phone: hidden on small and touch screens. */
export const dropHint = style({
  '@media': { [media.mobile]: { display: 'none' }, '(pointer: coarse)': { display: 'none' } },
});
