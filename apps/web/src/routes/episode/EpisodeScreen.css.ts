import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const page = style({ display: 'grid', gap: vars.space.xxl });

/** Player beside the episode's details on wide screens, above them on a phone. */
export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const player = style({ width: '100%' });

export const videoSlot = style({ width: '100%', height: '100%' });

export const preview = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
    display: 'grid',
    placeItems: 'center',
  },
  variants: {
    kind: {
      audio: { aspectRatio: '1', maxWidth: '420px', width: '100%', justifySelf: 'center' },
      video: { aspectRatio: '16 / 9', width: '100%' },
    },
  },
});

export const previewImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const previewButton = style({ position: 'relative', boxShadow: vars.shadow.lg });

export const details = style({ display: 'grid', gap: vars.space.md, minWidth: 0, alignContent: 'start' });

export const category = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const channelLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});

export const about = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const owner = style({ minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const more = style({ display: 'grid', gap: vars.space.md });
