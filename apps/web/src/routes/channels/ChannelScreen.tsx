import { hrefs, type Podcaster, publishingPaths } from '@podcast/contract';
import { buildPath, episodeQueries, podcasterQueries, useRating } from '@podcast/hooks';
import {
  Button,
  ExpandableText,
  formatRating,
  Heading,
  Icon,
  Image,
  ShareDialog,
  Skeleton,
  StarRating,
  Text,
} from '@podcast/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRequireSignIn } from '../../app/auth';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { ChannelSubscribe } from '../../lib/ChannelSubscribe';
import { InfiniteEpisodes } from '../../lib/InfiniteEpisodes';
import { slugId, useSlugId } from '../../lib/slug';
import { RecordScreen } from '../pages/RecordScreen';
import * as styles from './ChannelScreen.css';

const channelEpisodes = (id: number) => episodeQueries.list({ created_by_id: id });

export function loader({ params, queryClient }: ScreenLoaderArgs) {
  const id = slugId(params.slug);
  if (id === null) return Promise.resolve(null);
  return settle(
    queryClient.ensureQueryData(podcasterQueries.detail(id)),
    queryClient.prefetchInfiniteQuery(channelEpisodes(id)),
  );
}

/** /podcaster/{id}-{alias}/: the channel, its rating, subscribe, share, RSS and its episodes (spec §2). */
export function ChannelScreen() {
  const id = useSlugId();
  const query = useQuery({ ...podcasterQueries.detail(id ?? 0), enabled: id !== null });
  return (
    <RecordScreen id={id} query={query} title={(record) => record.channel} skeleton={<ChannelSkeleton />}>
      {(record) => <ChannelView channel={record} />}
    </RecordScreen>
  );
}
export { ChannelScreen as Component };

function ChannelView({ channel }: { channel: Podcaster }) {
  const episodes = useInfiniteQuery(channelEpisodes(channel.id));
  const owner = `${channel.first_name} ${channel.last_name}`.trim();
  const rss = buildPath(publishingPaths.rss, { id: channel.id });
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Image className={styles.cover} src={channel.image} alt="" aspectRatio={1} radius="lg" />
        <div className={styles.info}>
          <Heading level={1} className={styles.name}>
            {channel.channel}
          </Heading>
          {owner && (
            <p className={styles.owner}>
              {t.channel.owner}: {owner}
            </p>
          )}
          <p className={styles.stats}>
            <span className={styles.stat}>
              <StarRating readOnly value={channel.average_rating} size="sm" />
              <span aria-hidden="true">{formatRating(channel.average_rating)}</span>
            </span>
            <span className={styles.stat}>
              <Icon name="mic" size={16} />
              {t.common.episodesCount(channel.episode_count)}
            </span>
          </p>
          <div className={styles.actions}>
            <ChannelSubscribe channel={channel} />
            <ShareDialog
              url={new URL(hrefs.channel(channel), window.location.origin).href}
              trigger={
                <Button variant="secondary" icon="share">
                  {t.channel.share}
                </Button>
              }
            />
            <Button asChild variant="ghost">
              <a href={rss} type="application/rss+xml" title={t.channel.rssHint}>
                <RssGlyph />
                {t.channel.rss}
              </a>
            </Button>
          </div>
          <ChannelRating channelId={channel.id} />
        </div>
      </header>

      {channel.channel_description && (
        <section className={styles.about} aria-labelledby="channel-about">
          <Heading level={2} id="channel-about" className={styles.sectionTitle}>
            {t.channel.about}
          </Heading>
          <ExpandableText html={channel.channel_description} lines={3} />
        </section>
      )}

      <section className={styles.episodes} aria-labelledby="channel-episodes">
        <Heading level={2} id="channel-episodes" className={styles.sectionTitle}>
          {t.channel.episodes}
        </Heading>
        <InfiniteEpisodes
          query={episodes}
          itemsOf={(page) => page.items}
          labelledBy="channel-episodes"
          empty={<Text tone="muted">{t.channel.noEpisodes}</Text>}
        />
      </section>
    </article>
  );
}

/** The listener's own stars (spec §4): stored locally per channel and sent; signed out → /login. */
function ChannelRating({ channelId }: { channelId: number }) {
  const { rating, rate } = useRating(channelId);
  const requireSignIn = useRequireSignIn();
  return (
    <div className={styles.rating}>
      <span className={styles.ratingLabel}>{rating ? t.channel.yourRating(rating) : t.channel.rate}</span>
      <StarRating
        label={t.channel.rate}
        value={rating ?? 0}
        onChange={(value) => {
          if (requireSignIn()) rate(value).catch(() => undefined);
        }}
      />
    </div>
  );
}

function RssGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" strokeLinecap="round" />
      <circle cx="6" cy="18" r="1.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

function ChannelSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.header}>
        <Skeleton className={styles.cover} aspectRatio={1} />
        <div className={styles.info}>
          <Skeleton width="60%" height={32} />
          <Skeleton width="30%" height={16} />
          <Skeleton width="40%" height={16} />
          <Skeleton width="50%" height={40} />
        </div>
      </div>
    </div>
  );
}
