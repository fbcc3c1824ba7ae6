import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** How far the range is filled, as a percentage. */
export const rangeFill = createVar();

const thumbSize = '14px';

export const range = recipe({
  base: {
    vars: { [rangeFill]: '0%' },
    WebkitAppearance: 'none',
    appearance: 'none',
    display: 'block',
    width: '100%',
    height: '20px',
    margin: 0,
    padding: 0,
    background: 'transparent',
    cursor: 'pointer',
    touchAction: 'none',
    selectors: {
      '&:disabled': { cursor: 'default', opacity: 0.55 },
      '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.sm },
    },
  },
  variants: {
    size: {
      md: {},
      thin: { height: '14px' },
    },
  },
  defaultVariants: { size: 'md' },
});

const trackBackground = `linear-gradient(to right, ${vars.color.accent} 0 ${rangeFill}, ${vars.color.borderStrong} ${rangeFill} 100%)`;

globalStyle(`${range.classNames.base}::-webkit-slider-runnable-track`, {
  height: '6px',
  borderRadius: vars.radius.full,
  background: trackBackground,
});
globalStyle(`${range.classNames.variants.size.thin}::-webkit-slider-runnable-track`, { height: '4px' });
globalStyle(`${range.classNames.base}::-moz-range-track`, {
  height: '6px',
  borderRadius: vars.radius.full,
  background: trackBackground,
});
globalStyle(`${range.classNames.base}::-webkit-slider-thumb`, {
  WebkitAppearance: 'none',
  appearance: 'none',
  width: thumbSize,
  height: thumbSize,
  marginTop: '-4px',
  borderRadius: '50%',
  border: 'none',
  background: vars.color.text,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
});
globalStyle(`${range.classNames.variants.size.thin}::-webkit-slider-thumb`, {
  width: '12px',
  height: '12px',
  marginTop: '-4px',
  opacity: 0,
});
globalStyle(
  `${range.classNames.variants.size.thin}:hover::-webkit-slider-thumb, ${range.classNames.variants.size.thin}:focus-visible::-webkit-slider-thumb`,
  { opacity: 1 },
);
globalStyle(`${range.classNames.base}:hover:not(:disabled)::-webkit-slider-thumb`, { transform: 'scale(1.2)' });
globalStyle(`${range.classNames.base}::-moz-range-thumb`, {
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  border: 'none',
  background: vars.color.text,
});

export const times = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const elapsed = style({ display: 'inline-flex', alignItems: 'center' });

export const playButton = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  cursor: 'pointer',
  boxShadow: vars.shadow.md,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentHover },
    '&:active:not(:disabled)': { transform: 'scale(0.96)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5, boxShadow: 'none' },
  },
});

export const playButtonSize = {
  md: style({ width: '44px', height: '44px' }),
  lg: style({ width: '60px', height: '60px' }),
};

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const playSpinner = style({
  position: 'absolute',
  inset: '-4px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.accentSoft}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  pointerEvents: 'none',
});

export const speedTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '56px',
  height: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[data-state="open"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const menu = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '140px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const menuLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    '&[data-state="checked"]': { color: vars.color.accentSoftText, fontWeight: vars.fontWeight.semibold },
  },
});

export const volume = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const volumeRange = style({
  width: '88px',
  '@media': { [media.mobile]: { display: 'none' } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const errorBox = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const errorText = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '1 1 160px' });

/** Cover art filling its frame (Player, MiniPlayer). */
export const coverImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The headphones stand-in where an episode has no cover (Player, MiniPlayer). */
export const coverPlaceholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});
