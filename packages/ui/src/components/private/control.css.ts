import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const controlSizes = ['md', 'lg'] as const;

/**
 * The bordered box around a text control (input, textarea, select). The focus ring sits on the box,
 * not the bare element, so icons and the password toggle stay inside it.
 */
export const controlShell = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    width: '100%',
    background: vars.color.controlBackground,
    color: vars.color.text,
    border: `1px solid ${vars.color.controlBorder}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { borderColor: vars.color.textMuted },
      '&:focus-within': {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 3px ${vars.color.accentSoft}`,
      },
    },
  },
  variants: {
    size: {
      md: { minHeight: '44px', paddingInline: vars.space.md },
      lg: { minHeight: '52px', paddingInline: vars.space.lg },
    },
    invalid: {
      true: {
        borderColor: vars.color.danger,
        background: vars.color.dangerSoft,
        selectors: {
          '&:hover': { borderColor: vars.color.danger },
          '&:focus-within': { borderColor: vars.color.danger, boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
        },
      },
    },
    disabled: {
      true: {
        cursor: 'not-allowed',
        opacity: 0.6,
        background: vars.color.surfaceHover,
        borderColor: vars.color.border,
        borderStyle: 'dashed',
        selectors: { '&:hover': { borderColor: vars.color.border } },
      },
    },
    multiline: {
      true: { alignItems: 'stretch', paddingBlock: vars.space.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The native element inside the shell: no chrome of its own. */
export const controlElement = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    // The shell shows focus; the element itself must not draw a second ring.
    '&:focus-visible': { outline: 'none' },
  },
});

export const controlIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const controlEnd = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  // Pulls a small icon button closer to the shell's edge.
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
});
