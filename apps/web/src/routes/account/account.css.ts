import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

/** The account pages: one calm card in the middle of the page, edge to edge on a phone. */
export const page = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space.lg,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxl } },
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.mobile]: { border: 'none', boxShadow: 'none', background: 'transparent', padding: vars.space.xs },
    [media.tablet]: { padding: vars.space.xl },
  },
});

export const intro = style({ display: 'grid', gap: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.md });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

// Side by side where both names fit, one under the other on a phone ('Facebook-ით შესვლა' needs about 12 rem).
export const social = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
