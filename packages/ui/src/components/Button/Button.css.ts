import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'outline'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.98)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceHover } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.accentSoftText,
        borderColor: vars.color.accent,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(1.08)' } },
      },
    },
    size: {
      sm: { height: '32px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { height: '40px', paddingInline: vars.space.lg, fontSize: vars.fontSize.sm },
      lg: { height: '48px', paddingInline: vars.space.xl, fontSize: vars.fontSize.md },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
