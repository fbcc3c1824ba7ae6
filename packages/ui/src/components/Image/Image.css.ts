import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const imageRadii = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const;
export const imageFits = ['cover', 'contain'] as const;

export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    // Keeps the corners clipped in Safari while the image scales.
    isolation: 'isolate',
  },
  variants: {
    radius: {
      none: { borderRadius: 0 },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      xl: { borderRadius: vars.radius.xl },
      full: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { radius: 'md' },
});

export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: 'auto',
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
    fill: {
      // With an aspect ratio the frame sets the size and the image fills it.
      true: { position: 'absolute', inset: 0, height: '100%' },
    },
  },
  defaultVariants: { fit: 'cover' },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surfaceHover})`,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  borderRadius: 'inherit',
});

export const placeholderIcon = style({
  width: '28%',
  height: '28%',
  minWidth: '20px',
  minHeight: '20px',
  maxWidth: '64px',
  maxHeight: '64px',
  opacity: 0.8,
});
