import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The native select fills the whole box, so every pixel of it opens the list. */
export const shell = style({
  paddingInline: 0,
});

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  alignSelf: 'stretch',
  paddingInlineStart: vars.space.md,
  // Room for the chevron.
  paddingInlineEnd: '40px',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    // The disabled placeholder option is showing.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

export const withIcon = style({
  paddingInlineStart: '40px',
});

export const option = style({
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});

export const leadingIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
});
