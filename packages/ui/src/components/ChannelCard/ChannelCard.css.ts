import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export { cardLink as link, cardMetaItem as stat } from '../private/card.css';

export const channelCardVariants = ['compact', 'large'] as const;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    minWidth: 0,
    fontFamily: vars.font.body,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    },
  },
  variants: {
    variant: {
      compact: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: vars.space.md,
        padding: vars.space.md,
      },
      large: {
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: vars.space.md,
        padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
        '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md}` } },
      },
    },
  },
  defaultVariants: { variant: 'compact' },
});

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      compact: {},
      large: {
        boxShadow: `0 0 0 4px ${vars.color.surfaceRaised}, 0 0 0 5px ${vars.color.border}, ${vars.shadow.md}`,
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
  alignItems: 'flex-start',
  width: '100%',
});

/** Beside the avatar the name needs ~11rem; with less room the action wraps to a row of its own. */
export const compactBody = style({ flex: '1 1 11rem' });

export const largeBody = style({
  alignItems: 'center',
});

export const name = recipe({
  base: {
    margin: 0,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  variants: {
    variant: {
      compact: { fontSize: vars.fontSize.md },
      large: { fontSize: vars.fontSize.lg },
    },
  },
});

export const owner = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'inherit',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const largeStats = style({
  justifyContent: 'center',
});

export const ratingValue = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const action = style({
  position: 'relative',
  zIndex: 2,
  flexShrink: 0,
});

export const starIcon = style({
  color: vars.color.star,
});
