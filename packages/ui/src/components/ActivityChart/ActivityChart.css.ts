import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const total = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const segmented = style({
  display: 'inline-flex',
  padding: '3px',
  gap: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const segment = style({
  minWidth: '64px',
  height: '32px',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="on"]': { background: vars.color.accent, color: vars.color.accentText, boxShadow: vars.shadow.sm },
  },
});

export const chart = style({ position: 'relative', width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const axisLine = style({ stroke: vars.color.borderStrong });

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '13px',
  fontVariantNumeric: 'tabular-nums',
});

export const gradientStart = style({ stopColor: vars.color.accent, stopOpacity: 0.35 });
export const gradientEnd = style({ stopColor: vars.color.accent, stopOpacity: 0 });

export const line = style({ stroke: vars.color.accent, strokeWidth: 2.5, fill: 'none', strokeLinecap: 'round' });

export const bar = style({ fill: vars.color.accent });

export const dot = style({ fill: vars.color.surface, stroke: vars.color.accent, strokeWidth: 2 });

export const state = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
