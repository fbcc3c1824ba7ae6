import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '560px',
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [media.mobile]: { padding: `${vars.space.xxl} ${vars.space.md}` } },
});

export const visual = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.08em',
  marginBottom: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(6rem, 26vw, 11rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.accent,
  userSelect: 'none',
});

export const digit = style({
  background: `linear-gradient(160deg, ${vars.color.accentHover} 0%, ${vars.color.accent} 100%)`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
});

// The zero is a record: a disc with grooves and a label, the podcast way of saying "nothing here".
export const disc = style({
  position: 'relative',
  display: 'inline-block',
  width: '0.78em',
  height: '0.78em',
  borderRadius: vars.radius.full,
  background: `repeating-radial-gradient(circle at center, ${vars.color.surfaceRaised} 0 3px, ${vars.color.surfaceHover} 3px 5px)`,
  boxShadow: `0 0 0 0.045em ${vars.color.accent}, ${vars.shadow.lg}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '34%',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
      boxShadow: `inset 0 0 0 0.05em ${vars.color.accentHover}`,
    },
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: '47%',
      zIndex: 1,
      borderRadius: vars.radius.full,
      background: vars.color.background,
    },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
});

export const text = style({
  margin: 0,
  maxWidth: '42ch',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
