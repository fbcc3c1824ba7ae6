import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const dropdownItemTones = ['default', 'danger'] as const;

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '220px',
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  outline: 'none',
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: '40px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    textDecoration: 'none',
    color: 'inherit',
    selectors: {
      '&[data-highlighted]': { background: vars.color.surfaceHover },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: { color: vars.color.dangerText },
    },
    inset: {
      true: { paddingLeft: '40px' },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const itemIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    [`${item.classNames.variants.tone.danger} &`]: { color: 'inherit' },
  },
});

export const indicator = style({
  position: 'absolute',
  left: vars.space.md,
  display: 'inline-flex',
  color: vars.color.accentSoftText,
});

export const checkedItem = style({
  selectors: {
    '&[data-state="checked"]': { color: vars.color.accentSoftText, fontWeight: vars.fontWeight.semibold },
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.border,
});

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
});
