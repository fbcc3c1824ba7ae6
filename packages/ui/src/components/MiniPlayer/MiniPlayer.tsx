import type { ReactNode, Ref } from 'react';
import type { MessageOverrides } from '../../i18n/messages';
import { Equaliser } from '../Equaliser/Equaliser';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import type { PlayerHandle, PlayerKind } from '../Player/Player';
import type { UsePlayerOptions } from '../Player/usePlayer';
import {
  PlayButton,
  type PlayerMessages,
  SeekBar,
  SkipButton,
  SpeedMenu,
  VolumeControl,
} from '../private/mediaControls';
import { formatMediaTime } from '../private/mediaTime';
import { type ExternalPlayback, usePlayerBinding } from '../private/usePlayerBinding';
import * as styles from './MiniPlayer.css';

export interface MiniPlayerLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface MiniPlayerProps extends Omit<UsePlayerOptions, 'mediaSession'> {
  kind?: PlayerKind;
  title: string;
  channel?: string;
  cover?: string;
  /** The episode page; the title becomes a link. */
  href?: string;
  /** Renders the title link (a router link); receives href, className and children. */
  renderLink?: (props: MiniPlayerLinkProps) => ReactNode;
  /** Shows the close button. */
  onClose?: () => void;
  /** 'fixed' pins the bar to the bottom of the viewport (the app shell's persistent player). */
  placement?: (typeof styles.miniPlayerPlacements)[number];
  autoPlay?: boolean;
  preload?: 'none' | 'metadata' | 'auto';
  messages?: MessageOverrides<PlayerMessages>;
  className?: string;
  ref?: Ref<PlayerHandle>;
  /** Playback owned by the app (a persistent media element); the component then renders none of its own. */
  playback?: ExternalPlayback;
}

/**
 * A compact player for a persistent bottom bar: cover, title, channel, play/pause and a progress line; after a
 * failed load the play button becomes a retry button.
 */
export function MiniPlayer({
  kind = 'audio',
  title,
  channel,
  cover,
  href,
  renderLink,
  onClose,
  placement,
  autoPlay,
  preload = 'metadata',
  messages: overrides,
  className,
  ref,
  playback,
  ...options
}: MiniPlayerProps) {
  const { messages, mediaRef, state, controls, onKeyDown, unavailable } = usePlayerBinding({
    playback,
    title,
    channel,
    cover,
    messages: overrides,
    ref,
    options,
  });
  const src = options.src || undefined;
  // Now playing: moving bars while it plays, still ones once paused part-way (not before the first play).
  const started = state.status === 'ready' && (state.playing || state.currentTime > 0);
  const subtitle =
    state.status === 'error' ? messages.error : state.status === 'ready' ? channel : (channel ?? messages.loading);

  const titleNode = href ? (
    renderLink ? (
      renderLink({ href, className: styles.title, children: title })
    ) : (
      <a href={href} className={styles.title}>
        {title}
      </a>
    )
  ) : (
    <span className={styles.title}>{title}</span>
  );

  return (
    <section
      className={[styles.root({ placement }), className].filter(Boolean).join(' ')}
      aria-label={`${messages.region}: ${title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the bar takes focus so its keyboard shortcuts work before any control is focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-status={state.status}
    >
      <div className={styles.progress}>
        <SeekBar state={state} controls={controls} messages={messages} size="thin" />
      </div>

      <div className={styles.track}>
        <div className={styles.cover}>
          {kind === 'video' && !playback ? (
            // biome-ignore lint/a11y/useMediaCaption: episodes come without caption tracks
            <video
              ref={mediaRef}
              className={styles.coverMedia}
              src={src}
              poster={cover}
              preload={preload}
              autoPlay={autoPlay}
              playsInline
            />
          ) : cover ? (
            <img className={styles.coverMedia} src={cover} alt="" />
          ) : (
            <span className={styles.placeholder}>
              <Icon name="headphones" size={24} />
            </span>
          )}
        </div>
        <div className={styles.text}>
          <span className={styles.titleRow}>
            {started && <Equaliser playing={state.playing && !state.buffering} className={styles.mark} />}
            {titleNode}
          </span>
          {subtitle && (
            <span
              className={[styles.subtitle, state.status === 'error' && styles.subtitleError].filter(Boolean).join(' ')}
              role={state.status === 'error' ? 'alert' : undefined}
            >
              {subtitle}
            </span>
          )}
        </div>
      </div>

      <div className={styles.center}>
        <div className={styles.buttons}>
          <SkipButton
            direction="back"
            controls={controls}
            messages={messages}
            disabled={unavailable}
            className={styles.desktopOnly}
          />
          {state.status === 'error' && (src || playback) ? (
            // A failed load offers another try where the play button was.
            <IconButton icon="retry" label={messages.retry} variant="accent" onClick={controls.retry} />
          ) : (
            <PlayButton state={state} controls={controls} messages={messages} size="md" />
          )}
          <SkipButton
            direction="forward"
            controls={controls}
            messages={messages}
            disabled={unavailable}
            className={styles.desktopOnly}
          />
        </div>
        <div className={styles.timeline}>
          <span>{formatMediaTime(state.currentTime)}</span>
          <SeekBar state={state} controls={controls} messages={messages} size="thin" />
          <span>{formatMediaTime(state.duration)}</span>
        </div>
      </div>

      <div className={styles.end}>
        <div className={styles.desktopOnly}>
          <SpeedMenu state={state} controls={controls} messages={messages} disabled={unavailable} />
        </div>
        <div className={styles.desktopOnly}>
          <VolumeControl state={state} controls={controls} messages={messages} disabled={unavailable} />
        </div>
        {onClose && <IconButton icon="close" label={messages.close} onClick={onClose} />}
      </div>

      {kind === 'audio' && !playback && (
        // biome-ignore lint/a11y/useMediaCaption: audio has no captions
        <audio ref={mediaRef} src={src} preload={preload} autoPlay={autoPlay} className={styles.hidden} />
      )}
    </section>
  );
}
MiniPlayer.displayName = 'MiniPlayer';
