import { media, vars } from '@podcast/ui';
import { globalStyle } from '@vanilla-extract/css';
import { shellClass as c } from './staticShell';

// The static shell's look (staticShell.ts): the same tokens and sizes as the header, the app shell and the episode
// and channel screens' top, so the page React paints over it lands where the shell's was. Global selectors on fixed
// names: the served HTML is written without the hashed class names.
const sel = (name: string) => `.${name}`;

globalStyle(sel(c.root), { minHeight: '100vh', fontFamily: vars.font.body, color: vars.color.text });

globalStyle(sel(c.skip), {
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
});
globalStyle(`${sel(c.skip)}:focus`, { top: vars.space.sm });

globalStyle(sel(c.header), {
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(sel(c.bar), {
  maxWidth: '1440px',
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"burger home . user" "search search search search"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.desktop]: {
      gridTemplateColumns: 'auto auto minmax(0, 1fr) minmax(200px, 320px) auto',
      gridTemplateAreas: '"burger home . search user"',
      columnGap: vars.space.lg,
      minHeight: '72px',
      paddingInline: vars.space.xxl,
    },
  },
});

const round = { borderRadius: vars.radius.full, background: vars.color.surfaceRaised } as const;
globalStyle(sel(c.burger), { gridArea: 'burger', width: '40px', height: '40px' });
globalStyle(sel(c.user), {
  ...round,
  gridArea: 'user',
  width: '32px',
  height: '32px',
  margin: '4px',
  // Where the theme toggle stands on a desktop.
  '@media': { [media.desktop]: { marginInlineStart: '52px' } },
});
globalStyle(sel(c.search), {
  ...round,
  gridArea: 'search',
  height: '44px',
  border: `1px solid ${vars.color.controlBorder}`,
});

globalStyle(sel(c.home), {
  gridArea: 'home',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});
globalStyle(sel(c.mark), { flexShrink: 0, borderRadius: '28%', fill: vars.color.accent });
globalStyle(sel(c.wordmark), { paddingBottom: '0.08em' });
globalStyle(sel(c.accent), { color: vars.color.accentSoftText });

globalStyle(sel(c.main), {
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.desktop]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

const heading = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.005em',
  overflowWrap: 'anywhere',
} as const;

// The episode screen's top: the player's card, then the category, the title and the channel.
globalStyle(sel(c.episode), {
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});
globalStyle(sel(c.player), {
  height: '253px',
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { height: '250px' } },
});
globalStyle(sel(c.details), { display: 'grid', gap: vars.space.md, minWidth: 0, alignContent: 'start' });
globalStyle(sel(c.chip), {
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(sel(c.title), heading);
globalStyle(sel(c.meta), { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The channel screen's top: the picture, then the name.
globalStyle(sel(c.channel), {
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '200px minmax(0, 1fr)',
      justifyItems: 'start',
      alignItems: 'start',
      textAlign: 'start',
      gap: vars.space.xl,
    },
    [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
  },
});
// The screen centres a taller block (ratings, actions) beside the picture: its name starts this far down.
globalStyle(`${sel(c.channel)} ${sel(c.details)}`, {
  '@media': { [media.tablet]: { paddingBlockStart: vars.space.xl } },
});
globalStyle(sel(c.cover), {
  display: 'block',
  width: '180px',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [media.tablet]: { width: '100%' } },
});

// The home screen's top: the discovery tiles' room, then the first shelf (a phone's slider shows 2.2 covers with 10 px
// between them, a desktop's row six with 16 px).
globalStyle(sel(c.tiles), { height: '108px', marginBlockEnd: vars.space.xl });
globalStyle(sel(c.shelf), { display: 'grid', gap: vars.space.md });
globalStyle(sel(c.shelfTitle), {
  margin: 0,
  minHeight: '40px',
  display: 'flex',
  alignItems: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(sel(c.row), {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 12px) / 2.2)',
  gap: '10px',
  overflow: 'hidden',
  '@media': {
    [media.tablet]: { gridAutoColumns: 'calc((100% - 48px) / 4)', gap: vars.space.lg },
    [media.desktop]: { gridAutoColumns: 'calc((100% - 80px) / 6)' },
  },
});
globalStyle(sel(c.tileCover), {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});
globalStyle(sel(c.tileTitle), {
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(sel(c.hidden), {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
