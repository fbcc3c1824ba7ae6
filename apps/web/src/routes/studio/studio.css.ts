import { media, vars } from '@podcast/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

const stepBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  border: `1px solid ${vars.color.border}`,
});

export const step = styleVariants({
  current: [
    stepBase,
    { background: vars.color.accentSoft, color: vars.color.accentSoftText, borderColor: 'transparent' },
  ],
  done: [stepBase, { color: vars.color.textMuted }],
  next: [stepBase, { color: vars.color.textMuted }],
});

/** A form card: the fields in one column on phones, title and category side by side on wider screens. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'flex-end',
});

export const uploadBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const rate = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const draftList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const draft = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const draftHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const draftTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The channel's head on /my-episodes: avatar and name, then its figures and actions. */
export const channelHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const channelActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 160px))', gap: vars.space.md } },
});

/** One figure: the number above its label, the label first for screen readers (dt before dd). */
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const modalForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const channelIdentity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

export const channelName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const channelLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.sm,
  },
});
