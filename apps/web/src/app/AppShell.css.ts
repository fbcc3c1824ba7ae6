import { media, vars } from '@podcast/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

const BOTTOM_BAR = '64px';
const DOCK = '76px';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  vars: { '--bottom-bar-height': `calc(${BOTTOM_BAR} + env(safe-area-inset-bottom, 0px))` },
  paddingBottom: 'var(--bottom-bar-height)',
  selectors: {
    '&[data-playing]': { paddingBottom: `calc(var(--bottom-bar-height) + ${DOCK})` },
  },
  '@media': {
    [media.desktop]: { vars: { '--bottom-bar-height': '0px' } },
  },
});

export const main = style({
  flex: 1,
  // The footer starts below the fold, so a screen growing as its data arrives moves nothing in view.
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  outline: 'none',
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.desktop]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-100px',
  zIndex: 2000,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space.sm } },
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const progress = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  zIndex: 2000,
  overflow: 'hidden',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: vars.color.accent,
    animation: `${slide} 1s ${vars.motion.easing} infinite`,
  },
});

export const offline = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const screenFallback = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'start center',
  paddingTop: '30vh',
});

export const fallback = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.background,
});

globalStyle('[data-player-host] video', { display: 'none' });
