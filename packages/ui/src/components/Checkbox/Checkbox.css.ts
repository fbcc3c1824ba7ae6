import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceControl } from '../private/choice.css';

export { choiceRow as root, choiceText as text } from '../private/choice.css';

export const box = style([
  choiceControl,
  {
    borderRadius: vars.radius.sm,
    color: vars.color.accentText,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const indicator = style({
  display: 'flex',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-disabled] ~ * &': { cursor: 'not-allowed' },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
