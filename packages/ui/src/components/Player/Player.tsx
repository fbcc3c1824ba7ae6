import type { Ref } from 'react';
import type { MessageOverrides } from '../../i18n/messages';
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
import { type ExternalPlayback, usePlayerBinding } from '../private/usePlayerBinding';
import * as styles from './Player.css';
import type { UsePlayerOptions } from './usePlayer';

export type PlayerKind = (typeof styles.playerKinds)[number];

/** Video for mp4 episodes, audio for everything else (the API's `extention_type`). */
export const playerKindOf = (extension: string | undefined): PlayerKind =>
  extension?.toLowerCase() === 'mp4' ? 'video' : 'audio';

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
  /** Cover art for audio, poster for video, lock-screen artwork. */
  cover?: string;
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
          {playback ? (
            playback.videoSlot
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: episodes come without caption tracks
            <video
              ref={mediaRef}
              className={styles.video}
              src={options.src || undefined}
              poster={cover}
              preload={preload}
              autoPlay={autoPlay}
              playsInline
              onClick={controls.toggle}
            />
          )}
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
          {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
          {title && <h2 className={styles.title}>{title}</h2>}
          {channel && <p className={styles.channel}>{channel}</p>}
        </div>
      )}

      <div className={styles.seek}>
        {state.status === 'error' ? (
          <ErrorStatus messages={messages} onRetry={options.src ? controls.retry : undefined} />
        ) : (
          <>
            <SeekBar state={state} controls={controls} messages={messages} />
            {state.status === 'ready' ? (
              <TimeDisplay state={state} messages={messages} />
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
          <VolumeControl state={state} controls={controls} messages={messages} disabled={unavailable} />
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
