import type { ReactNode } from 'react';
import { type MessageOverrides, uiMessages } from '../../i18n/messages';
import { formatDate, formatVideoLength, isoDate } from '../../utils/format';
import { Equaliser } from '../Equaliser/Equaliser';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import { defaultRenderLink, type RenderLink } from '../private/navigationLink';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './EpisodeCard.css';

export type EpisodeCardLayout = (typeof styles.episodeCardLayouts)[number];

/** The card's episode is the one in the player: playing, paused, or still loading. */
export type EpisodePlayState = 'playing' | 'paused' | 'loading';

export interface EpisodeCardProps {
  title: string;
  /** Cover image: a URL or a stored media path (loaded through /media/_thumb/ with fallbacks). */
  image?: string;
  channelName?: string;
  category?: string;
  /** Length in seconds (`video_length_seconds`)… */
  durationSeconds?: number;
  /** …or the server's 'h:m:s' text (`video_length`) when seconds are missing. */
  durationText?: string;
  /** ISO date of publication; shown as dd/mm/yyyy. */
  published?: string | Date;
  /** Video episodes (mp4) get a small camera mark. */
  isVideo?: boolean;
  /** 'vertical' for grids and sliders; 'horizontal' for history, search and lists. */
  layout?: EpisodeCardLayout;
  href?: string;
  /** The app's router link; receives href, className and children. */
  renderLink?: RenderLink;
  /** Listening progress in percent (history). */
  progress?: number;
  /** A position shown before the card, e.g. 1 for '#1' in the top-5 list. */
  rank?: number;
  onPlay?: () => void;
  /**
   * Set when this episode is the one in the player: an equaliser mark (still under reduced motion) and the
   * title in the accent colour; while playing, the play button becomes a pause button.
   */
  playState?: EpisodePlayState;
  /** Pauses the player (the pause button while `playState` is 'playing'); falls back to `onPlay`. */
  onPause?: () => void;
  /** The listener has finished this episode: a "played" mark. */
  played?: boolean;
  /** When given, an edit icon button is shown (my episodes). */
  onEdit?: () => void;
  /** When given, a delete icon button is shown (my episodes). */
  onDelete?: () => void;
  /** Extra actions at the end of a horizontal card. */
  actions?: ReactNode;
  messages?: MessageOverrides<typeof uiMessages.episodeCard>;
  /** The title's heading level: 3 under a section's h2 (the default), 2 when the cards follow the page's h1. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** An episode in a grid, slider or list: cover, title, channel, category, duration and date. */
export function EpisodeCard({
  title,
  image,
  channelName,
  category,
  durationSeconds,
  durationText,
  published,
  isVideo = false,
  layout = 'vertical',
  href,
  renderLink = defaultRenderLink,
  progress,
  rank,
  onPlay,
  playState,
  onPause,
  played = false,
  onEdit,
  onDelete,
  actions,
  messages,
  headingLevel = 3,
  className,
}: EpisodeCardProps) {
  const m = { ...uiMessages.episodeCard, ...messages };
  const hasDuration = durationSeconds != null || Boolean(durationText);
  const duration = hasDuration ? formatVideoLength(durationSeconds, durationText) : undefined;
  const date = published ? formatDate(published) : '';
  const clamped = progress == null ? undefined : Math.min(100, Math.max(0, Math.round(progress)));
  const vertical = layout === 'vertical';
  const Heading = `h${headingLevel}` as const;

  const titleContent = href ? renderLink({ href, className: styles.titleLink, children: title }) : title;

  const playing = playState === 'playing';
  const playButton = onPlay && (
    <IconButton
      icon={playing ? 'pause' : 'play'}
      label={`${playing ? m.pause : m.play}: ${title}`}
      variant="accent"
      size={vertical ? 'md' : 'sm'}
      className={styles.play({ layout, current: playState != null })}
      aria-busy={playState === 'loading' || undefined}
      onClick={playing ? (onPause ?? onPlay) : onPlay}
    />
  );
  const stateText = playState === 'loading' ? m.loading : playState === 'paused' ? m.paused : m.nowPlaying;
  const nowPlaying = playState && (
    <span className={styles.nowPlaying({ layout })}>
      <Equaliser playing={playing} />
      {stateText}
    </span>
  );

  const ownerActions = (onEdit || onDelete || (!vertical && (actions || onPlay))) && (
    <div className={styles.actions({ layout })}>
      {!vertical && playButton}
      {onEdit && <IconButton icon="edit" label={`${m.edit}: ${title}`} size="sm" variant="solid" onClick={onEdit} />}
      {onDelete && (
        <IconButton icon="trash" label={`${m.delete}: ${title}`} size="sm" variant="solid" onClick={onDelete} />
      )}
      {!vertical && actions}
    </div>
  );

  return (
    <article
      className={[styles.card({ layout }), className].filter(Boolean).join(' ')}
      data-play-state={playState}
      aria-current={playState ? 'true' : undefined}
    >
      {rank != null && (
        <span className={styles.rank} aria-hidden="true">
          #{rank}
        </span>
      )}
      <div className={styles.cover({ layout })}>
        <Image className={styles.image} src={image} alt="" aspectRatio={1} radius="none" />
        {vertical && duration && (
          <span className={styles.badge}>
            {isVideo && <Icon name="video" size={14} />}
            <VisuallyHidden>{m.duration}: </VisuallyHidden>
            {duration}
          </span>
        )}
        {vertical && nowPlaying}
        {vertical && playButton}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {rank != null && <VisuallyHidden>#{rank} </VisuallyHidden>}
          {titleContent}
        </Heading>
        {channelName && <p className={styles.channel}>{channelName}</p>}
        {(category || date || played || (!vertical && (duration || playState))) && (
          <p className={styles.meta}>
            {!vertical && nowPlaying}
            {played && (
              <span className={styles.played}>
                <Icon name="check" size={14} />
                {m.played}
              </span>
            )}
            {category && <span className={styles.category}>{category}</span>}
            {date && (
              <time className={styles.metaItem} dateTime={isoDate(published)}>
                <VisuallyHidden>{m.published}: </VisuallyHidden>
                {date}
              </time>
            )}
            {!vertical && duration && (
              <span className={styles.metaItem}>
                <Icon name={isVideo ? 'video' : 'clock'} size={14} />
                <VisuallyHidden>{m.duration}: </VisuallyHidden>
                {duration}
              </span>
            )}
          </p>
        )}
        {clamped != null && (
          <div
            className={styles.progressTrack}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={clamped}
            aria-label={m.progress.replace('{percent}', String(clamped))}
          >
            <div className={styles.progressBar} style={{ width: `${clamped}%` }} />
          </div>
        )}
      </div>
      {ownerActions}
    </article>
  );
}
EpisodeCard.displayName = 'EpisodeCard';

/** The card's shape while episodes load; decorative (the list that loads sets aria-busy). */
export function EpisodeCardSkeleton({ layout = 'vertical' }: { layout?: EpisodeCardLayout }) {
  return (
    <div className={styles.card({ layout })} aria-hidden="true" data-skeleton="">
      <div className={styles.cover({ layout })}>
        <Skeleton shape="rect" width="100%" height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" width="55%" fontSize="0.875rem" />
      </div>
    </div>
  );
}
EpisodeCardSkeleton.displayName = 'EpisodeCardSkeleton';
