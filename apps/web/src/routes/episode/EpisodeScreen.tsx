import { type Episode, hrefs } from '@podcast/contract';
import { episodeQueries, podcasterQueries } from '@podcast/hooks';
import {
  ChannelCard,
  ExpandableText,
  formatDate,
  formatDuration,
  Heading,
  isoDate,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@podcast/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink, renderLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { ChannelSubscribe } from '../../lib/ChannelSubscribe';
import { InfiniteEpisodes } from '../../lib/InfiniteEpisodes';
import { slugId, useSlugId } from '../../lib/slug';
import { usePlayback } from '../../player/PlaybackProvider';
import { RecordScreen } from '../pages/RecordScreen';
import { EpisodeActions } from './EpisodeActions';
import { EpisodePlayer } from './EpisodePlayer';
import * as styles from './EpisodeScreen.css';

const moreFromOwner = (episode: Pick<Episode, 'id' | 'created_by_id'>) =>
  episodeQueries.list({ created_by_id: episode.created_by_id, exclude_ids: [episode.id] });

export async function loader({ params, queryClient }: ScreenLoaderArgs) {
  const id = slugId(params.slug);
  if (id === null) return null;
  const episode = await queryClient.ensureQueryData(episodeQueries.detail(id)).catch(() => null);
  if (!episode) return null;
  return settle(
    queryClient.prefetchInfiniteQuery(moreFromOwner(episode)),
    queryClient.prefetchQuery(podcasterQueries.detail(episode.created_by_id)),
  );
}

/** A `?t=` moment in whole seconds, when the link carries one. */
const momentOf = (value: string | null) => {
  const seconds = Number(value);
  return value !== null && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : undefined;
};

/** /podcast/{id}-{alias}/: the player, the episode, its owner, and the owner's other episodes (spec §2). */
export function EpisodeScreen() {
  const id = useSlugId();
  const query = useQuery({ ...episodeQueries.detail(id ?? 0), enabled: id !== null });
  return (
    <RecordScreen id={id} query={query} title={(record) => record.title} skeleton={<EpisodeSkeleton />}>
      {(record) => <EpisodeView episode={record} />}
    </RecordScreen>
  );
}
export { EpisodeScreen as Component };

/** Opening the page loads the episode into the player, paused, unless another one is playing. */
function useLoadIntoPlayer(episode: Episode, startAt: number | undefined) {
  const playback = usePlayback();
  const latest = useRef(playback);
  latest.current = playback;
  useEffect(() => {
    const { current, state, play, controls } = latest.current;
    if (!episode.file) return;
    if (current?.episode.id === episode.id) {
      if (startAt !== undefined) controls.seek(startAt);
    } else if (!current || !state.playing) {
      play(episode, { paused: true, ...(startAt === undefined ? {} : { startAt }) });
    }
  }, [episode, startAt]);
}

function EpisodeView({ episode }: { episode: Episode }) {
  const [search] = useSearchParams();
  const startAt = momentOf(search.get('t'));
  useLoadIntoPlayer(episode, startAt);
  const owner = useQuery(podcasterQueries.detail(episode.created_by_id));
  const others = useInfiniteQuery(moreFromOwner(episode));
  const { created_by: channel } = episode;

  return (
    <article className={styles.page}>
      <div className={styles.top}>
        <EpisodePlayer episode={episode} startAt={startAt} />
        <div className={styles.details}>
          {episode.category && (
            <AppLink href={hrefs.category(episode.category)} className={styles.category}>
              {episode.category.title}
            </AppLink>
          )}
          <Heading level={1} className={styles.title}>
            {episode.title}
          </Heading>
          <p className={styles.meta}>
            <AppLink href={hrefs.channel(channel)} className={styles.channelLink}>
              {channel.channel}
            </AppLink>
            <span aria-hidden="true">·</span>
            <time dateTime={isoDate(episode.published)}>
              <VisuallyHidden>{t.episode.published}: </VisuallyHidden>
              {formatDate(episode.published)}
            </time>
            <span aria-hidden="true">·</span>
            <span>
              <VisuallyHidden>{t.episode.duration}: </VisuallyHidden>
              {formatDuration(episode.video_length_seconds)}
            </span>
          </p>
          <EpisodeActions episode={episode} />
        </div>
      </div>

      <div className={styles.body}>
        <section className={styles.about} aria-labelledby="episode-about">
          <Heading level={2} id="episode-about" className={styles.sectionTitle}>
            {t.episode.about}
          </Heading>
          <ExpandableText html={episode.content} lines={5} />
        </section>
        <aside className={styles.owner} aria-label={t.episode.author}>
          <ChannelCard
            variant="large"
            headingLevel={2}
            channelName={channel.channel}
            ownerName={`${channel.first_name} ${channel.last_name}`.trim()}
            image={channel.image ?? undefined}
            rating={owner.data?.average_rating}
            episodeCount={owner.data?.episode_count}
            href={hrefs.channel(channel)}
            renderLink={renderLink}
            action={<ChannelSubscribe channel={channel} />}
          />
        </aside>
      </div>

      <section className={styles.more} aria-labelledby="episode-more">
        <Heading level={2} id="episode-more" className={styles.sectionTitle}>
          {t.episode.moreFromOwner}
        </Heading>
        <InfiniteEpisodes
          query={others}
          itemsOf={(page) => page.items}
          labelledBy="episode-more"
          empty={<Text tone="muted">{t.episode.noMoreFromOwner}</Text>}
        />
      </section>
    </article>
  );
}

function EpisodeSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.top}>
        <Skeleton className={styles.player} height={320} />
        <div className={styles.details}>
          <Skeleton width="30%" height={16} />
          <Skeleton width="80%" height={32} />
          <Skeleton width="50%" height={16} />
          <Skeleton width="60%" height={40} />
        </div>
      </div>
    </div>
  );
}
