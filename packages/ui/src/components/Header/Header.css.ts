import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(14px)',
  WebkitBackdropFilter: 'saturate(1.4) blur(14px)',
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
});

export const inner = style({
  maxWidth: '1440px',
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"start spacer end" "search search search"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    // One row on a desktop: the search box yields width first (flex-shrink), then the menu (into "more").
    [media.desktop]: {
      display: 'flex',
      columnGap: vars.space.lg,
      minHeight: '72px',
      paddingInline: vars.space.xxl,
    },
  },
});

export const start = style({
  gridArea: 'start',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
});

export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [media.desktop]: { display: 'inline-flex' } } });

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  padding: vars.space.xxs,
});

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  position: 'relative',
  minWidth: 0,
  flex: '0 1 auto',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const ruler = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: 'max-content',
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const overflowLink = style({
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accentSoftText, fontWeight: vars.fontWeight.semibold },
  },
});

export const navLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    height: '36px',
    border: 'none',
    cursor: 'pointer',
    fontFamily: 'inherit',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    color: vars.color.textMuted,
    background: 'transparent',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover, &[data-state="open"]': { color: vars.color.text, background: vars.color.surfaceHover },
    },
  },
  variants: {
    active: {
      true: {
        color: vars.color.text,
        background: vars.color.surfaceRaised,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
    },
  },
});

export const search = style({
  gridArea: 'search',
  minWidth: 0,
  '@media': { [media.desktop]: { flex: '0 1000 320px', minWidth: '200px', marginInlineStart: 'auto' } },
});

export const end = style({
  gridArea: 'end',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  flex: 'none',
  '@media': { [media.desktop]: { marginInlineStart: 'auto' } },
  selectors: { [`${search} ~ &`]: { marginInlineStart: 0 } },
});

export const userLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '40px',
  padding: '4px',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const userLinkNamed = style({
  '@media': {
    [media.tablet]: {
      paddingInlineEnd: vars.space.md,
      background: vars.color.surfaceRaised,
      boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    },
  },
});

export const userAvatar = style({
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const userName = style({
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Hidden visually on phones but kept in the link's accessible name.
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
