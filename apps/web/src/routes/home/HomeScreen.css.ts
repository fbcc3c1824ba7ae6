import { media, vars } from '@podcast/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  minWidth: 0,
  '@media': { [media.mobile]: { gap: vars.space.xl } },
});

export const shelf = style({ minWidth: 0 });

/** The block header inside the slider's header row, beside its arrows. */
export const flushHeader = style({ selectors: { '&&': { marginBottom: 0 } } });

const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const columns = styleVariants({
  3: [row, { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }],
  4: [row, { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }],
  6: [row, { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' }],
});

export const cell = style({ minWidth: 0, display: 'grid' });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  overflow: 'hidden',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

/**
 * The height of a shelf that has not rendered yet (HomeScreen's `LaterShelf`): the header row and the text under the
 * cards, plus one card's square cover (padding in % is a share of the width): 2.2 cards a row on a phone, 3.2 on a
 * tablet, 6 on a desktop.
 */
export const laterShelf = style({
  boxSizing: 'content-box',
  height: '171px',
  paddingBottom: 'calc((100% - 24px) / 2.2)',
  '@media': {
    [media.tablet]: { height: '160px', paddingBottom: 'calc((100% - 48px) / 3.2)' },
    [media.desktop]: { height: '150px', paddingBottom: 'calc((100% - 80px) / 6)' },
  },
});

/** The same for a shelf of podcaster cards (their height does not follow the width). */
export const laterChannels = style({
  height: '309px',
  '@media': { [media.tablet]: { height: '321px' }, [media.desktop]: { height: '268px' } },
});

export const skeletonNav = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '10px',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

// Phones show two placeholders a row.
globalStyle(`${skeletonRow} > :nth-child(n + 3), ${skeletonNav} > :nth-child(n + 3)`, {
  '@media': { [media.mobile]: { display: 'none' } },
});

// ── Nav bar ──

export const navBar = style({ minWidth: 0 });

export const navHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
});

export const navTile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '56px',
  paddingInlineEnd: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const navImage = style({ width: '56px', height: '56px', flexShrink: 0 });

export const navTitle = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // One long Georgian word ('რეკომენდებული') breaks onto the second line instead of being cut.
  overflowWrap: 'anywhere',
});

// ── Banners ──

export const promo = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: `linear-gradient(120deg, ${vars.color.accent} 0%, ${vars.color.accentHover} 100%)`,
  color: vars.color.accentText,
  textDecoration: 'none',
  isolation: 'isolate',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
  '@media': {
    [media.mobile]: {
      flexWrap: 'wrap',
      gap: vars.space.md,
      padding: vars.space.lg,
    },
  },
});

export const promoIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.18)',
  '@media': { [media.mobile]: { width: '48px', height: '48px' } },
});

export const promoBody = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 16rem', minWidth: 0 });

export const promoTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
});

export const promoText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, opacity: 0.92 });

export const promoAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentText,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${promo}:hover &`]: { transform: 'translateX(3px)' } },
});

export const promoWave = style({
  position: 'absolute',
  insetInlineEnd: '-20px',
  bottom: '-10px',
  width: '300px',
  height: '100px',
  zIndex: -1,
  fill: 'currentColor',
  opacity: 0.12,
});

export const join = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', padding: vars.space.lg, gap: vars.space.lg },
  },
});

export const joinBody = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });

export const joinTitle = style({ margin: 0 });

export const app = style([
  join,
  { background: 'transparent', '@media': { [media.mobile]: { alignItems: 'flex-start' } } },
]);

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '150px',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#000',
  color: '#fff',
  border: '1px solid #5f5f5f',
});

export const badgeMark = style({ width: '26px', height: '26px', flexShrink: 0 });

export const badgeText = style({ display: 'grid', lineHeight: 1.15 });

export const badgeTop = style({ fontSize: '0.6875rem' });

export const badgeName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
