import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export { coverImage as coverMedia, coverPlaceholder as placeholder } from '../private/mediaControls.css';

export const miniPlayerPlacements = ['inline', 'fixed'] as const;

export const root = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    boxShadow: vars.shadow.lg,
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        gap: vars.space.xl,
        paddingInline: vars.space.xl,
      },
    },
  },
  variants: {
    placement: {
      inline: { borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, overflow: 'hidden' },
      fixed: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: vars.zIndex.player,
        borderTop: `1px solid ${vars.color.border}`,
        paddingBottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
      },
    },
  },
  defaultVariants: { placement: 'inline' },
});

export const progress = style({
  position: 'absolute',
  insetInline: 0,
  top: '-6px',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const track = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const cover = style({
  position: 'relative',
  width: '48px',
  height: '48px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '@media': { [media.desktop]: { width: '56px', height: '56px' } },
});

export const text = style({ display: 'grid', minWidth: 0, gap: vars.space.xxs });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The now-playing equaliser, in the accent. */
export const mark = style({ color: vars.color.accentSoftText });

export const title = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
});

export const subtitle = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subtitleError = style({ color: vars.color.dangerText });

export const center = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.desktop]: { display: 'grid', gap: vars.space.xxs, width: 'min(520px, 42vw)' } },
});

export const buttons = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  '@media': { [media.desktop]: { gap: vars.space.md } },
});

// Doubled class: the icon-button recipe's own display (emitted later) must not bring the skip buttons back on a
// phone, where they squeezed the title out of the bar.
export const desktopOnly = style({
  '@media': { [media.belowDesktop]: { selectors: { '&&': { display: 'none' } } } },
});

export const timeline = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: vars.space.sm,
      fontSize: vars.fontSize.xs,
      color: vars.color.textMuted,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const hidden = style({ display: 'none' });
