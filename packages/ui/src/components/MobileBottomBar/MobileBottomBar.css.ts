import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const ADD_COLUMN = '56px';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.bottomBar,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  marginInline: 'auto',
  padding: 0,
  maxWidth: '640px',
  display: 'grid',
  // The raised add button needs no more than its own width; the four labelled entries share the rest evenly.
  gridTemplateColumns: `repeat(2, minmax(0, 1fr)) ${ADD_COLUMN} repeat(2, minmax(0, 1fr))`,
  alignItems: 'center',
  height: '64px',
});

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    height: '56px',
    // The whole column is the target. Mkhedruli needs 13 px to read; at 375 px the labels keep 10 px or more apart
    // and end in an ellipsis rather than wrap on a narrower phone.
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { color: vars.color.text } },
  },
  variants: {
    active: {
      true: { color: vars.color.accentSoftText, selectors: { '&:hover': { color: vars.color.accentSoftText } } },
    },
  },
});

export const iconWrap = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '26px',
    borderRadius: vars.radius.full,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  },
  variants: {
    active: { true: { background: vars.color.accentSoft } },
    primary: {
      true: {
        width: '44px',
        height: '44px',
        // Centred on the other entries' icons (their label hangs below; this one has none).
        marginTop: '-19px',
        background: vars.color.accent,
        color: vars.color.accentText,
        boxShadow: `0 0 0 4px ${vars.color.surface}, ${vars.shadow.md}`,
      },
    },
  },
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
