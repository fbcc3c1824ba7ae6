import { media, vars } from '@podcast/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gap: vars.space.xl } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The category's own colour beside its title (decorative). */
export const swatch = style({
  flexShrink: 0,
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 3px ${vars.color.surfaceRaised}`,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The list under new filters loads while the previous result stays on screen, dimmed. */
export const results = style({
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const headSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
