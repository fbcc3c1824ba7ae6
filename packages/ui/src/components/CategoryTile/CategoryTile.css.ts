import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** The category's own colour (`color` from the server), set inline per tile. */
export const tileColor = createVar();

export const tile = style({
  vars: { [tileColor]: vars.color.accent },
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  minWidth: 0,
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `3px solid ${tileColor}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  isolation: 'isolate',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

/** Without an image the tile is filled with the category's colour, deepened for the label's shadow. */
export const colourFill = style({
  background: `radial-gradient(circle at 85% 15%, color-mix(in srgb, ${tileColor} 55%, white) 0, transparent 45%), linear-gradient(135deg, ${tileColor}, color-mix(in srgb, ${tileColor} 55%, black))`,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.05)' } },
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
  margin: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': { [media.mobile]: { margin: vars.space.sm, maxWidth: `calc(100% - 2 * ${vars.space.sm})` } },
});

export const dot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: tileColor,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});
