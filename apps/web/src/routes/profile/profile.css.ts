import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

/** Sidebar and content side by side from 500 px; on a phone one of them (spec §2). */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const sidebar = style({
  '@media': {
    [media.tablet]: { position: 'sticky', top: vars.space.lg },
  },
});

/** A child route on a phone: the content alone. */
export const sidebarOnChild = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const content = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const mobileOnly = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const titleBar = style({
  marginInline: `calc(-1 * ${vars.space.xs})`,
  '@media': { [media.tablet]: { paddingInline: 0, marginInline: 0 } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
