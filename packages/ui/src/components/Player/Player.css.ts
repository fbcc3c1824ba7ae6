import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export { coverImage, coverPlaceholder } from '../private/mediaControls.css';

export const playerKinds = ['audio', 'video'] as const;

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    width: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.xl,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.md,
    color: vars.color.text,
    fontFamily: vars.font.body,
    '@media': { [media.tablet]: { padding: vars.space.xl } },
  },
  variants: {
    kind: {
      audio: {
        gridTemplateColumns: '88px minmax(0, 1fr)',
        gridTemplateAreas: '"cover info" "seek seek" "controls controls"',
        alignItems: 'center',
        '@media': {
          [media.tablet]: {
            gridTemplateColumns: '168px minmax(0, 1fr)',
            gridTemplateAreas: '"cover info" "cover seek" "cover controls"',
            gridTemplateRows: '1fr auto auto',
            columnGap: vars.space.xl,
            rowGap: vars.space.md,
          },
          [media.desktop]: { gridTemplateColumns: '200px minmax(0, 1fr)' },
        },
      },
      video: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"screen" "info" "seek" "controls"',
        rowGap: vars.space.md,
        '@media': { [media.tablet]: { padding: vars.space.lg } },
      },
    },
    withInfo: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { kind: 'video', withInfo: false }, style: { gridTemplateAreas: '"screen" "seek" "controls"' } },
  ],
});

export const cover = style({
  gridArea: 'cover',
  position: 'relative',
  aspectRatio: '1',
  width: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
  alignSelf: 'start',
  '@media': { [media.tablet]: { alignSelf: 'stretch', height: 'auto' } },
});

export const screen = style({
  gridArea: 'screen',
  position: 'relative',
  isolation: 'isolate',
  aspectRatio: '16 / 9',
  width: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  // Under the cover's blur, and the frame of a video without a cover: dark in both themes, as in every video player.
  background: 'black',
});

/** The cover, blurred and scaled to fill the 16:9 frame: no square image between black bars. */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Scaled past the frame so the blur's faded edge stays outside it.
  transform: 'scale(1.25)',
  filter: 'blur(28px) saturate(1.3) brightness(0.62)',
  pointerEvents: 'none',
});

/** The sharp cover, centred over its blur, until the video shows a picture of its own. */
export const art = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  height: '72%',
  aspectRatio: '1',
  width: 'auto',
  maxWidth: 'none',
  transform: 'translate(-50%, -50%)',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.45)',
  pointerEvents: 'none',
});

export const artPlaceholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: `radial-gradient(ellipse at 50% 45%, color-mix(in srgb, ${vars.color.accent} 45%, transparent), transparent 75%)`,
  color: 'rgba(255, 255, 255, 0.72)',
});

/** Holds the video (or the app's slot it moves its element into) above the backdrop. */
export const picture = style({ position: 'absolute', inset: 0, zIndex: 1 });

export const video = style({ width: '100%', height: '100%', objectFit: 'contain', cursor: 'pointer' });

// Transparent where the video has no picture (letterboxing, a file without a video track), so the backdrop shows;
// important because an app's own element may set an inline background.
globalStyle(`${picture} video`, { background: 'transparent !important' });

/** The now-playing equaliser, in the accent. */
export const mark = style({ color: vars.color.accentSoftText, marginInlineEnd: vars.space.xs, verticalAlign: '-1px' });

export const info = style({
  gridArea: 'info',
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  alignSelf: 'center',
  '@media': { [media.tablet]: { alignSelf: 'end' } },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentSoftText,
  letterSpacing: '0.02em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl, WebkitLineClamp: 2 } },
});

export const channel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const seek = style({ gridArea: 'seek', minWidth: 0 });

/** The controls row is its own container: how much room it has depends on the card's width, not the screen's. */
const controlsRow = createContainer();

export const controls = style({
  gridArea: 'controls',
  containerName: controlsRow,
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const start = style({ justifySelf: 'start', display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const center = style({
  display: 'flex',
  alignItems: 'center',
  // Tighter on a phone, so speed, skip, play, volume and fullscreen fit a 375 px screen's card.
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gap: vars.space.md } },
});
// A phone has its own volume buttons (iOS ignores a page's volume): the row keeps room for speed, skip, play and
// fullscreen instead. `m` still mutes.
export const volumeSlot = style({ display: 'flex', '@media': { [media.mobile]: { display: 'none' } } });

// Speed, skip, play, skip, mute and the volume slider need 368 px. A narrower row (the audio card beside the cover
// on an episode page at 1280 px has 326) keeps the mute button and drops the slider rather than overflowing the card:
// the mini-player's slider and ↑ / ↓ still set the volume.
globalStyle(`${volumeSlot} input[type="range"]`, {
  '@container': { [`${controlsRow} (max-width: 379px)`]: { display: 'none' } },
});

export const end = style({ justifySelf: 'end', display: 'flex', alignItems: 'center', gap: vars.space.xs });
