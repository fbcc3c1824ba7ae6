import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const progressTones = ['accent', 'success'] as const;
export const progressSizes = ['sm', 'md'] as const;

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const value = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceHover,
    // Forces a stacking context so the rounded clip holds while the indicator moves (Safari).
    transform: 'translateZ(0)',
  },
  variants: {
    size: {
      sm: { height: '4px' },
      md: { height: '8px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = recipe({
  base: {
    width: '100%',
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent },
      success: { background: vars.color.success },
    },
  },
  defaultVariants: { tone: 'accent' },
});
