import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

/** Fixed above the bottom bar (at the bottom on desktop); the shell reserves its height while it shows. */
export const dock = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 'var(--bottom-bar-height, 0px)',
  zIndex: 120,
  height: '76px',
  display: 'flex',
  alignItems: 'center',
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  paddingInlineEnd: vars.space.sm,
  '@media': { [media.desktop]: { paddingInlineEnd: vars.space.xl } },
});

/** The mini-player sits flat inside the dock, which draws the surface. */
export const mini = style({
  selectors: {
    [`${dock} &`]: {
      flex: 1,
      minWidth: 0,
      background: 'transparent',
      border: 'none',
      borderRadius: 0,
      boxShadow: 'none',
      overflow: 'visible',
      paddingInlineEnd: vars.space.xs,
    },
  },
});

export const extras = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

const quietButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  minWidth: '40px',
  justifyContent: 'center',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const queueButton = style([quietButton, { textAlign: 'start' }]);

export const queueIcon = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '-7px',
  insetInlineEnd: '-9px',
  minWidth: '16px',
  height: '16px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '10px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '16px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** "Up next" with the title, beside the queue icon on wide screens. */
export const nextText = style({
  display: 'none',
  '@media': {
    [media.desktop]: { display: 'grid', maxWidth: '180px', minWidth: 0, paddingInlineStart: vars.space.xs },
  },
});

export const nextLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const nextTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sleepBadge = style([
  quietButton,
  {
    gap: vars.space.xxs,
    color: vars.color.accentSoftText,
    background: vars.color.accentSoft,
    borderRadius: vars.radius.full,
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&:hover': { background: vars.color.accentSoft, textDecoration: 'line-through' } },
  },
]);

export const sleepText = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });

export const queue = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const queueItem = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const queueCover = style({ width: '48px', borderRadius: vars.radius.sm, overflow: 'hidden' });

export const queueText = style({ display: 'grid', minWidth: 0, gap: vars.space.xxs });

export const queueTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const queueChannel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const queueActions = style({ display: 'flex', gap: 0 });

export const shortcuts = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const shortcut = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, auto) 1fr',
  alignItems: 'center',
  gap: vars.space.md,
});

export const keys = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const kbd = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: '2px',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const keyText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
