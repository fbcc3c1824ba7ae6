import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const inner = style({
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingTop: vars.space.xxl,
  paddingBottom: vars.space.lg,
  '@media': { [media.desktop]: { paddingInline: vars.space.xxl, paddingTop: vars.space.xxxl } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'auto' } },
});

export const tagline = style({
  margin: 0,
  maxWidth: '36ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const itemIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.accentSoftText });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const socials = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  color: vars.color.text,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.accentSoft, color: vars.color.accentSoftText } },
});

export const bottom = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});
