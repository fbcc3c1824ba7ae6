import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const uploadStates = ['waiting', 'uploading', 'finishing', 'done', 'error'] as const;

export const fill = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  width: '100%',
});

export const badge = recipe({
  base: {
    gridRow: 'span 2',
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: vars.radius.md,
  },
  variants: {
    state: {
      waiting: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      uploading: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      finishing: { background: vars.color.accentSoft, color: vars.color.accentSoftText },
      done: { background: vars.color.successSoft, color: vars.color.success },
      error: { background: vars.color.dangerSoft, color: vars.color.dangerText },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const titles = style({ display: 'grid', minWidth: 0, gap: vars.space.xxs });

export const fileName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = recipe({
  base: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
  variants: {
    state: {
      waiting: { color: vars.color.textMuted },
      uploading: { color: vars.color.textMuted },
      finishing: { color: vars.color.textMuted },
      done: { color: vars.color.success, fontWeight: vars.fontWeight.semibold },
      error: { color: vars.color.dangerText, fontWeight: vars.fontWeight.medium },
    },
  },
});

export const percent = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  flexShrink: 0,
});

export const track = style({
  gridColumn: '2',
  position: 'relative',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: fill,
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    state: {
      waiting: { background: vars.color.accent },
      uploading: { background: vars.color.accent },
      finishing: { background: vars.color.accent },
      done: { background: vars.color.success },
      error: { background: vars.color.danger },
    },
  },
});

export const footer = style({
  gridColumn: '2',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
});
