import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tabsVariants = ['segmented', 'underline'] as const;

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const list = recipe({
  base: {
    display: 'flex',
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  variants: {
    variant: {
      segmented: {
        gap: vars.space.xxs,
        padding: vars.space.xs,
        borderRadius: vars.radius.full,
        background: vars.color.surfaceSunken,
        border: `1px solid ${vars.color.border}`,
        width: 'fit-content',
        maxWidth: '100%',
      },
      underline: {
        gap: vars.space.xl,
        borderBottom: `1px solid ${vars.color.border}`,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'segmented' },
});

export const trigger = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.textMuted,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      segmented: {
        minHeight: '36px',
        paddingInline: vars.space.lg,
        borderRadius: vars.radius.full,
        selectors: {
          '&[data-state="active"]': {
            background: vars.color.surfaceRaised,
            boxShadow: `${vars.shadow.sm}, inset 0 0 0 1px ${vars.color.border}`,
          },
        },
      },
      underline: {
        minHeight: '44px',
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInline: 0,
            bottom: '-1px',
            height: '2px',
            borderRadius: vars.radius.full,
            background: 'transparent',
            transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
          },
          '&[data-state="active"]::after': { background: vars.color.accent },
        },
      },
    },
    fullWidth: {
      true: { flex: 1 },
    },
  },
  defaultVariants: { variant: 'segmented' },
});

export const content = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.sm,
    },
  },
});
