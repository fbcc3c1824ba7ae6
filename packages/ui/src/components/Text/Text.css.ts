import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'accent', 'danger', 'success'] as const;
export const headingLevels = [1, 2, 3, 4] as const;

const tone = {
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accentSoftText },
  danger: { color: vars.color.dangerText },
  success: { color: vars.color.success },
};

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      2: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
      3: { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.005em',
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.display },
      2: { fontSize: vars.fontSize.xxl },
      3: { fontSize: vars.fontSize.xl },
      4: { fontSize: vars.fontSize.lg },
    },
    tone,
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      2: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
    },
  },
  defaultVariants: { level: 2, tone: 'default' },
});
