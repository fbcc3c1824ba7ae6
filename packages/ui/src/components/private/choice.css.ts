import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A checkbox or radio row: the control, then its label and description. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

/** The label and description beside a checkbox or radio. */
export const choiceText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The 20px control a checkbox or radio draws; each adds its shape and its checked look. */
export const choiceControl = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  // Lines the box up with the first line of a Georgian label (line height 1.55 at 15px).
  marginTop: '2px',
  border: `2px solid ${vars.color.controlBorder}`,
  background: vars.color.controlBackground,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.5,
      borderColor: vars.color.borderStrong,
      background: vars.color.surfaceHover,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
