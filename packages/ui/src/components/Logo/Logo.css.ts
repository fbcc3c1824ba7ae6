import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const logoSizes = ['sm', 'md', 'lg'] as const;
export const logoVariants = ['full', 'mark'] as const;

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    color: vars.color.text,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.01em',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { gap: vars.space.sm, fontSize: vars.fontSize.md },
      md: { gap: vars.space.sm, fontSize: vars.fontSize.lg },
      lg: { gap: vars.space.md, fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const mark = style({ flexShrink: 0, borderRadius: '28%', boxShadow: vars.shadow.sm });

export const stopFrom = style({ stopColor: vars.color.accent });
// A warm end of the gradient mixed from theme colours, so both themes keep their contrast.
export const stopTo = style({ stopColor: `color-mix(in oklab, ${vars.color.accent} 35%, ${vars.color.danger})` });

export const glyph = style({ fill: 'white' });

export const wordmark = style({ paddingBottom: '0.08em' });

export const accentLetter = style({ color: vars.color.accentSoftText });
