import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ring = recipe({
  base: {
    flexShrink: 0,
    color: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '24px', height: '24px' },
      lg: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({
  stroke: vars.color.border,
});

export const arc = style({
  stroke: 'currentColor',
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  width: '100%',
  paddingBlock: vars.space.xl,
});
