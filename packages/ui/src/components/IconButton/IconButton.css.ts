import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButtonVariants = ['ghost', 'solid', 'accent'] as const;

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    color: vars.color.text,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      solid: {
        background: vars.color.surfaceRaised,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
    },
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '56px', height: '56px' },
    },
    pressed: {
      true: { color: vars.color.accentSoftText, background: vars.color.accentSoft },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
