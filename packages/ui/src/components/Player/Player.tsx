import type { Ref } from 'react';
import type { MessageOverrides } from '../../i18n/messages';
import { Equaliser } from '../Equaliser/Equaliser';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import {
  ErrorStatus,
  LoadingStatus,
  PlayButton,
  type PlayerMessages,
  SeekBar,
  SkipButton,
  SpeedMenu,
  TimeDisplay,
  VolumeControl,
} from '../private/mediaControls';
import type { PlayerKind } from '../private/playerKind';
import { type ExternalPlayback, usePlayerBinding } from '../private/usePlayerBinding';
import { useVideoPicture } from '../private/useVideoPicture';
import * as styles from './Player.css';
import type { UsePlayerOptions } from './usePlayer';

export { type PlayerKind, playerKindOf } from '../private/playerKind';

/** What the app reads imperatively, e.g. to send the playtime when the listener leaves. */
export interface PlayerHandle {
  getCurrentTime: () => number;
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  readonly element: HTMLMediaElement | null;
}

export interface PlayerProps extends Omit<UsePlayerOptions, 'mediaSession'> {
  kind?: PlayerKind;
  /** Episode title: shown, and sent to the lock screen. */
  title?: string;
  /** Channel name: shown, and the lock screen's artist. */
  channel?: string;
  /** Cover art: beside the controls for audio; blurred to fill a video's frame until it shows a picture; lock screen. */
  cover?: string;
  /** A video's own poster frame (16:9), shown before it plays; without it the frame shows the cover. */
  poster?: string;
  /** A label above the title (category, "now playing"). */
  eyebrow?: string;
  preload?: 'none' | 'metadata' | 'auto';
  autoPlay?: boolean;
  messages?: MessageOverrides<PlayerMessages>;
  className?: string;
  ref?: Ref<PlayerHandle>;
  /** Playback owned by the app (a persistent media element); the component then renders none of its own. */
  playback?: ExternalPlayback;
}

export function Player({
  kind = 'audio',
  title,
  channel,
  cover,
  poster,
  eyebrow,
  preload = 'metadata',
  autoPlay,
  messages: overrides,
  className,
  ref,
  playback,
  ...options
}: PlayerProps) {
  const { messages, mediaRef, media, state, controls, onKeyDown, unavailable } = usePlayerBinding({
    playback,
    title,
    channel,
    cover,
    messages: overrides,
    ref,
    options,
  });
  const isVideo = kind === 'video';
  const withInfo = Boolean(title || channel || eyebrow);
  const hasPicture = useVideoPicture(isVideo ? media : null);
  // Now playing: moving bars while it plays, still ones once paused part-way (not before the first play).
  const started = state.status === 'ready' && (state.playing || state.currentTime > 0);
  const mark = started && <Equaliser playing={state.playing && !state.buffering} className={styles.mark} />;
  // The mark leads the first line of the episode's info, or the elapsed time when the player shows no info.
  const markAt = eyebrow ? 'eyebrow' : channel ? 'channel' : title ? 'title' : 'time';

  return (
    <section
      className={[styles.root({ kind, withInfo }), className].filter(Boolean).join(' ')}
      aria-label={title ? `${messages.region}: ${title}` : messages.region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so its keyboard shortcuts work before any control is focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-status={state.status}
      data-playing={state.playing || undefined}
    >
      {isVideo ? (
        <div className={styles.screen}>
          {cover ? (
            <>
              <img className={styles.backdrop} src={cover} alt="" />
              {!hasPicture && !poster && <img className={styles.art} src={cover} alt="" />}
            </>
          ) : (
            !hasPicture &&
            !poster && (
              <span className={styles.artPlaceholder}>
                <Icon name="video" size={48} />
              </span>
            )
          )}
          <div className={styles.picture}>
            {playback ? (
              playback.videoSlot
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: episodes come without caption tracks
              <video
                ref={mediaRef}
                className={styles.video}
                src={options.src || undefined}
                poster={poster}
                preload={preload}
                autoPlay={autoPlay}
                playsInline
                onClick={controls.toggle}
              />
            )}
          </div>
        </div>
      ) : (
        <>
          <div className={styles.cover}>
            {cover ? (
              <img className={styles.coverImage} src={cover} alt="" />
            ) : (
              <span className={styles.coverPlaceholder}>
                <Icon name="headphones" size={40} />
              </span>
            )}
          </div>
          {!playback && (
            // biome-ignore lint/a11y/useMediaCaption: audio has no captions
            <audio ref={mediaRef} src={options.src || undefined} preload={preload} autoPlay={autoPlay} />
          )}
        </>
      )}

      {withInfo && (
        <div className={styles.info}>
          {eyebrow && (
            <span className={styles.eyebrow}>
              {mark}
              {eyebrow}
            </span>
          )}
          {title && (
            <h2 className={styles.title}>
              {markAt === 'title' && mark}
              {title}
            </h2>
          )}
          {channel && (
            <p className={styles.channel}>
              {markAt === 'channel' && mark}
              {channel}
            </p>
          )}
        </div>
      )}

      <div className={styles.seek}>
        {state.status === 'error' ? (
          <ErrorStatus messages={messages} onRetry={options.src ? controls.retry : undefined} />
        ) : (
          <>
            <SeekBar state={state} controls={controls} messages={messages} />
            {state.status === 'ready' ? (
              <TimeDisplay state={state} messages={messages} mark={markAt === 'time' ? mark : undefined} />
            ) : (
              <LoadingStatus messages={messages} />
            )}
          </>
        )}
      </div>

      <div className={styles.controls}>
        <div className={styles.start}>
          <SpeedMenu state={state} controls={controls} messages={messages} disabled={unavailable} />
        </div>
        <div className={styles.center}>
          <SkipButton direction="back" controls={controls} messages={messages} disabled={unavailable} />
          <PlayButton state={state} controls={controls} messages={messages} />
          <SkipButton direction="forward" controls={controls} messages={messages} disabled={unavailable} />
        </div>
        <div className={styles.end}>
          <div className={styles.volumeSlot}>
            <VolumeControl state={state} controls={controls} messages={messages} disabled={unavailable} />
          </div>
          {isVideo && (
            <IconButton
              icon="fullscreen"
              label={messages.fullscreen}
              disabled={unavailable}
              onClick={() => enterFullscreen(media)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
Player.displayName = 'Player';

function enterFullscreen(element: HTMLMediaElement | null) {
  if (!element) return;
  const video = element as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
  if (video.requestFullscreen) video.requestFullscreen().catch(() => undefined);
  // iOS Safari only puts the video element itself into fullscreen.
  else video.webkitEnterFullscreen?.();
}
