import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A card's main link (ChannelCard, EpisodeCard): its ::after covers the whole card, so the card is
 * the hit area and shows the focus ring; buttons on the card sit on a higher layer.
 */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** One item of a card's meta line: an icon and a value that do not wrap apart. */
export const cardMetaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});
