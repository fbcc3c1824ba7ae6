import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const linkTones = ['accent', 'default', 'muted'] as const;
export const linkUnderlines = ['always', 'hover', 'none'] as const;

export const link = recipe({
  base: {
    display: 'inline',
    fontWeight: vars.fontWeight.medium,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, text-decoration-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  },
  variants: {
    tone: {
      accent: {
        color: vars.color.accentSoftText,
        selectors: { '&:hover': { color: vars.color.text } },
      },
      default: {
        color: vars.color.text,
        selectors: { '&:hover': { color: vars.color.accentSoftText } },
      },
      muted: {
        color: vars.color.textMuted,
        selectors: { '&:hover': { color: vars.color.text } },
      },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: { textDecorationLine: 'none', selectors: { '&:hover': { textDecorationLine: 'underline' } } },
      none: { textDecorationLine: 'none' },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.1em',
});
