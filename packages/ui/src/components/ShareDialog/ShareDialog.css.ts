import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const shareNetworks = ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp'] as const;

export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  paddingLeft: vars.space.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      borderRadius: vars.radius.lg,
      padding: vars.space.sm,
    },
  },
});

export const linkInput = style({
  flex: 1,
  minWidth: 0,
  height: '36px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.sm },
  },
});

export const networks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const network = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const networkBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${network}:hover &`]: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
  },
});

export const nativeButton = style({
  alignSelf: 'center',
});
