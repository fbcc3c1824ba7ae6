import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { choiceControl } from '../private/choice.css';

export { choiceRow as option, choiceText as optionText } from '../private/choice.css';

export const radioGroupVariants = ['list', 'chips'] as const;

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const items = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    variant: {
      list: { flexDirection: 'column', gap: vars.space.sm },
      chips: { flexWrap: 'wrap', gap: vars.space.sm },
    },
    orientation: {
      horizontal: {},
      vertical: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'list', orientation: 'horizontal' },
      style: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
  ],
  defaultVariants: { variant: 'list', orientation: 'vertical' },
});

export const radio = style([
  choiceControl,
  {
    borderRadius: vars.radius.full,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&[data-state="checked"]': { borderColor: vars.color.accent } },
  },
]);

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const optionLabel = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const optionDescription = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const chip = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.controlBorder}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-state="checked"]': {
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
      color: vars.color.accentSoftText,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const chipCheck = style({
  display: 'none',
  selectors: {
    [`${chip}[data-state="checked"] &`]: { display: 'block' },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
