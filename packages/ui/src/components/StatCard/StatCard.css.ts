import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const statCardTones = ['accent', 'success', 'warning', 'neutral'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '48px',
    height: '48px',
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.surfaceHover, color: vars.color.warning },
      neutral: { background: vars.color.surfaceHover, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  minWidth: 0,
  margin: 0,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

export const hint = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
