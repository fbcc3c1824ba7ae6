import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceHover,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      xs: { width: '24px', height: '24px' },
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '64px', height: '64px' },
      xl: { width: '96px', height: '96px' },
      xxl: { width: '128px', height: '128px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallback = style({
  width: '100%',
  height: '100%',
});

export const fallbackBackground = style({
  fill: vars.color.surfaceHover,
});

export const fallbackFigure = style({
  fill: vars.color.textMuted,
  opacity: 0.75,
});
