import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.body });

export const summary = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const term = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '24px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 260px',
  minWidth: 0,
  '@media': { [media.desktop]: { maxWidth: '480px' } },
});

export const searchField = style({ position: 'relative', flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  height: '40px',
  paddingInlineStart: '40px',
  paddingInlineEnd: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus': { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accentSoft}` },
  },
});

export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const desktopOnly = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });

export const badge = style({
  minWidth: '20px',
  height: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const groups = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
});

export const groupsRow = style({
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md } },
});

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const groupHeading = style({ margin: 0 });

export const groupTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '48px',
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    // The group clips its corners; an inset ring stays visible.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const groupTitle = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const groupContent = style({
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
  paddingTop: vars.space.xs,
  maxHeight: '260px',
  overflowY: 'auto',
});

export const optionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panelFooter = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.sm });

export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
