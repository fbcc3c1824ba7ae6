import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const heading = style({ minWidth: 0, flex: '1 1 auto' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const viewport = style({
  borderRadius: vars.radius.md,
  selectors: {
    // Vertical room for focus rings and card shadows, which the slider's overflow would clip.
    '&.keen-slider': { paddingBlock: '4px', marginBlock: '-4px' },
  },
});

export const slide = style({
  minWidth: 0,
  selectors: { '.keen-slider:not([data-keen-slider-disabled]) &[role="group"]': { overflow: 'visible' } },
});

export const navButton = style({
  '@media': { [media.mobile]: { width: '36px', height: '36px' } },
});
