import { type Episode, hrefs } from '@podcast/contract';
import { EpisodeCard, type EpisodeCardLayout, playerKindOf } from '@podcast/ui';
import type { ReactNode } from 'react';
import { renderLink } from '../app/AppLink';
import { useNowPlaying } from '../player/PlaybackProvider';

export interface EpisodeTileProps {
  episode: Episode;
  layout?: EpisodeCardLayout;
  progress?: number;
  rank?: number;
  actions?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The card title's heading level (3 by default; 2 when the cards follow the page's h1). */
  headingLevel?: 2 | 3;
  /** Where the listener stopped (seconds): the link opens there and play resumes there (history). */
  startAt?: number;
}

/** An episode card wired to the app: its link, play / pause through the persistent player, the playing state. */
export function EpisodeTile({
  episode,
  layout,
  progress,
  rank,
  actions,
  onEdit,
  onDelete,
  headingLevel,
  startAt,
}: EpisodeTileProps) {
  const nowPlaying = useNowPlaying();
  const isCurrent = nowPlaying.episodeId === episode.id;
  return (
    <EpisodeCard
      title={episode.title}
      image={episode.image.url ?? undefined}
      channelName={episode.created_by.channel}
      category={episode.category?.title}
      durationSeconds={episode.video_length_seconds}
      durationText={episode.video_length}
      published={episode.published}
      isVideo={playerKindOf(episode.extention_type ?? undefined) === 'video'}
      layout={layout}
      href={hrefs.episode(episode, { t: startAt })}
      renderLink={renderLink}
      progress={progress}
      rank={rank}
      actions={actions}
      onEdit={onEdit}
      onDelete={onDelete}
      headingLevel={headingLevel}
      // The episode already in the player just plays or pauses; another one resumes where the listener stopped.
      onPlay={
        episode.file ? () => nowPlaying.play(episode, isCurrent || startAt === undefined ? {} : { startAt }) : undefined
      }
      playState={isCurrent ? (nowPlaying.playing ? 'playing' : 'paused') : undefined}
    />
  );
}
