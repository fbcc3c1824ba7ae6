import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const starRatingSizes = ['sm', 'md', 'lg'] as const;
export const starPixels = { sm: 16, md: 22, lg: 30 } as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const star = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xxs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.starEmpty,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { transform: 'scale(1.12)' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    lit: {
      true: { color: vars.color.star },
    },
  },
});

export const disabledGroup = style({
  opacity: 0.55,
});

export const readOnly = style({
  position: 'relative',
  display: 'inline-flex',
  lineHeight: 0,
});

export const layer = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  color: vars.color.starEmpty,
});

export const filledLayer = style([
  layer,
  {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    color: vars.color.star,
  },
]);

export const value = recipe({
  base: {
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.xs },
      md: { fontSize: vars.fontSize.sm },
      lg: { fontSize: vars.fontSize.lg },
    },
  },
});
