import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export { cardLink as titleLink, cardMetaItem as metaItem } from '../private/card.css';

export const episodeCardLayouts = ['vertical', 'horizontal'] as const;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.lg,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  },
  variants: {
    layout: {
      vertical: {
        flexDirection: 'column',
        gap: vars.space.md,
        padding: vars.space.sm,
        margin: `calc(-1 * ${vars.space.sm})`,
        selectors: { '&:hover': { background: vars.color.surfaceHover } },
      },
      horizontal: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: vars.space.lg,
        padding: vars.space.md,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        selectors: { '&:hover': { background: vars.color.surfaceHover } },
        '@media': { [media.mobile]: { gap: vars.space.md, padding: vars.space.sm } },
      },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export const cover = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.skeleton,
    aspectRatio: '1 / 1',
  },
  variants: {
    layout: {
      vertical: { width: '100%', boxShadow: vars.shadow.md },
      horizontal: {
        width: '104px',
        '@media': { [media.mobile]: { width: '76px' } },
      },
    },
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    [`${card.classNames.base}:hover &`]: { transform: 'scale(1.03)' },
  },
});

export const badge = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.sm,
});

export const rank = style({
  flexShrink: 0,
  minWidth: '2.25ch',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const play = recipe({
  base: {
    position: 'absolute',
    zIndex: 2,
    boxShadow: vars.shadow.md,
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  },
  variants: {
    layout: {
      vertical: {
        right: vars.space.sm,
        bottom: vars.space.sm,
        // On pointer devices the button appears on hover or focus, like a music app; touch always sees it.
        '@media': {
          '(hover: hover)': {
            opacity: 0,
            transform: 'translateY(6px)',
            selectors: {
              [`${card.classNames.base}:hover &, ${card.classNames.base}:focus-within &`]: {
                opacity: 1,
                transform: 'translateY(0)',
              },
            },
          },
        },
      },
      horizontal: {
        position: 'static',
        boxShadow: 'none',
      },
    },
    // The episode in the player keeps its button in view: it is the way to pause.
    current: {
      true: { '@media': { '(hover: hover)': { opacity: 1, transform: 'none' } } },
      false: {},
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: { '[data-play-state] &': { color: vars.color.accentSoftText } },
  '@media': { [media.mobile]: { fontSize: vars.fontSize.sm } },
});

export const channel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = recipe({
  base: {
    position: 'relative',
    zIndex: 2,
    display: 'flex',
    gap: vars.space.xs,
    flexShrink: 0,
  },
  variants: {
    layout: {
      vertical: { position: 'absolute', top: vars.space.lg, right: vars.space.lg },
      horizontal: { alignItems: 'center' },
    },
  },
});

export const progressTrack = style({
  height: '4px',
  marginTop: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

/** "Now playing": the equaliser and the state's name; a pill on the cover, a meta item in a list row. */
export const nowPlaying = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.accentSoftText,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    layout: {
      vertical: {
        position: 'absolute',
        top: vars.space.sm,
        left: vars.space.sm,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        borderRadius: vars.radius.full,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.sm,
        fontSize: vars.fontSize.xs,
        lineHeight: vars.lineHeight.normal,
      },
      horizontal: {},
    },
  },
});

export const played = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${played} > svg`, { color: vars.color.success });
