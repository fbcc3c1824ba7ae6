import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const emptyStateSizes = ['md', 'lg'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    marginInline: 'auto',
    width: '100%',
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    size: {
      md: { maxWidth: '420px', padding: `${vars.space.xl} ${vars.space.lg}` },
      lg: {
        maxWidth: '520px',
        padding: `${vars.space.xxxl} ${vars.space.lg}`,
        '@media': { [media.mobile]: { padding: `${vars.space.xxl} ${vars.space.md}` } },
      },
    },
    bordered: {
      true: {
        maxWidth: 'none',
        border: `1px dashed ${vars.color.borderStrong}`,
        borderRadius: vars.radius.xl,
        background: vars.color.surface,
      },
    },
  },
  defaultVariants: { size: 'lg' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  boxShadow: `0 0 0 10px ${vars.color.accentSoft}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  maxWidth: '44ch',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
