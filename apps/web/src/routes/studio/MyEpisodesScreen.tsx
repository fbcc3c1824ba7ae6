import { hrefs, type OwnEpisode, type Profile } from '@podcast/contract';
import { accountQueries, channelQueries, hasToken, useDeleteChannel, useDeleteEpisode } from '@podcast/hooks';
import {
  Avatar,
  Button,
  ChannelCardSkeleton,
  EmptyState,
  EpisodeCard,
  formatCount,
  formatRating,
  Heading,
  playerKindOf,
  StatusModal,
} from '@podcast/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppLink, renderLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { EpisodeGridSkeleton } from '../../lib/EpisodeGrid';
import { InfiniteSentinel } from '../../lib/InfiniteSentinel';
import * as lib from '../../lib/lib.css';
import { LoadError, QueryState } from '../../lib/QueryState';
import { usePlayback } from '../../player/PlaybackProvider';
import { EditChannelModal, EditEpisodeModal } from './EditModals';
import { useStudioProfile } from './StudioFields';
import * as styles from './studio.css';

const m = t.studio.myEpisodes;

/** Ready episodes, drafts and interrupted uploads of the own channel. */
const ownEpisodesQuery = channelQueries.addedPodcasts({ include_drafts: true });

export function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(
    queryClient.ensureQueryData(accountQueries.profile()),
    queryClient.ensureInfiniteQueryData(ownEpisodesQuery),
  );
}

/** /my-episodes: the own channel with its figures and episodes; edit and delete both (spec §2, §4). */
export function MyEpisodesScreen() {
  const { profile, isSignedIn, isPending, error, refetch } = useStudioProfile();
  if (!isSignedIn) return null;
  return (
    <div className={styles.screen}>
      <Heading level={1}>{m.title}</Heading>
      <QueryState
        error={error}
        isPending={isPending}
        onRetry={() => void refetch()}
        skeleton={<ChannelCardSkeleton variant="large" />}
      >
        {profile?.channel ? (
          <Channel profile={profile} channel={profile.channel} />
        ) : (
          <EmptyState
            icon="mic"
            title={m.noChannel}
            text={m.noChannelText}
            action={
              <Button asChild icon="plus">
                <AppLink href={hrefs.addPodcast()}>{m.createChannel}</AppLink>
              </Button>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
export { MyEpisodesScreen as Component };

type Dialog =
  | { kind: 'edit-channel' }
  | { kind: 'delete-channel' }
  | { kind: 'edit'; episode: OwnEpisode }
  | { kind: 'delete'; episode: OwnEpisode }
  | { kind: 'edited' };

function Channel({ profile, channel }: { profile: Profile; channel: string }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const deleteEpisode = useDeleteEpisode();
  const deleteChannel = useDeleteChannel();
  const close = () => setDialog(null);
  const channelHref = profile.alias ? hrefs.channel({ id: profile.id, alias: profile.alias }) : undefined;
  return (
    <>
      <section className={styles.channelHead} aria-labelledby="own-channel-name">
        <div className={styles.draftHead}>
          <div className={styles.channelIdentity}>
            <Avatar src={profile.image ?? undefined} size="xl" />
            <div className={styles.header}>
              <h2 id="own-channel-name" className={styles.channelName}>
                {channelHref
                  ? renderLink({ href: channelHref, className: styles.channelLink, children: channel })
                  : channel}
              </h2>
              <p className={styles.intro}>
                {profile.first_name} {profile.last_name}
              </p>
            </div>
          </div>
        </div>
        <dl className={styles.figures}>
          {[
            { label: m.episodes, value: formatCount(profile.podcast_episodes_count) },
            { label: m.subscribers, value: formatCount(profile.subscribers_count) },
            { label: m.rating, value: formatRating(profile.average_rating) },
          ].map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.channelActions}>
          <Button asChild icon="plus">
            <AppLink href={hrefs.addPodcast()}>{m.addEpisode}</AppLink>
          </Button>
          <Button variant="secondary" icon="edit" onClick={() => setDialog({ kind: 'edit-channel' })}>
            {m.editChannel}
          </Button>
          <Button variant="ghost" icon="trash" onClick={() => setDialog({ kind: 'delete-channel' })}>
            {m.deleteChannel}
          </Button>
        </div>
      </section>
      <OwnEpisodes
        onEdit={(episode) => setDialog({ kind: 'edit', episode })}
        onDelete={(episode) => setDialog({ kind: 'delete', episode })}
      />
      {dialog?.kind === 'edit-channel' && (
        <EditChannelModal profile={profile} onClose={close} onSaved={() => setDialog({ kind: 'edited' })} />
      )}
      {dialog?.kind === 'edit' && (
        <EditEpisodeModal episode={dialog.episode} onClose={close} onSaved={() => setDialog({ kind: 'edited' })} />
      )}
      <StatusModal
        variant="success"
        open={dialog?.kind === 'edited'}
        onOpenChange={(open) => !open && close()}
        title={m.edited}
        description={m.editedText}
      />
      <StatusModal
        variant="confirm"
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={m.deleteEpisode}
        description={
          dialog?.kind === 'delete'
            ? deleteEpisode.isError
              ? m.deleteFailed
              : m.deleteEpisodeText(dialog.episode.title)
            : undefined
        }
        confirmLabel={m.delete}
        keepOpenOnConfirm
        confirmLoading={deleteEpisode.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'delete') deleteEpisode.mutate(dialog.episode.id, { onSuccess: close });
        }}
      />
      <StatusModal
        variant="confirm"
        open={dialog?.kind === 'delete-channel'}
        onOpenChange={(open) => !open && close()}
        title={m.deleteChannelTitle}
        description={deleteChannel.isError ? m.deleteFailed : m.deleteChannelText}
        confirmLabel={m.delete}
        keepOpenOnConfirm
        confirmLoading={deleteChannel.isPending}
        onConfirm={() => deleteChannel.mutate(undefined, { onSuccess: close })}
      />
    </>
  );
}

interface OwnEpisodesProps {
  onEdit: (episode: OwnEpisode) => void;
  onDelete: (episode: OwnEpisode) => void;
}

/** The channel's episodes as cards with edit and delete icons; drafts show their state instead of a category. */
function OwnEpisodes({ onEdit, onDelete }: OwnEpisodesProps) {
  const query = useInfiniteQuery(ownEpisodesQuery);
  const playback = usePlayback();
  const episodes = query.data?.pages.flatMap((page) => page.items) ?? [];
  let content: ReactNode;
  if (query.isPending) content = <EpisodeGridSkeleton count={4} />;
  else if (query.isError && !query.data) content = <LoadError onRetry={() => void query.refetch()} />;
  else if (episodes.length === 0)
    content = (
      <EmptyState
        icon="headphones"
        bordered
        title={m.noEpisodes}
        text={m.noEpisodesText}
        headingLevel={3}
        action={
          <Button asChild variant="secondary" icon="upload">
            <AppLink href={hrefs.addPodcast()}>{m.addEpisode}</AppLink>
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <ul className={lib.grid} aria-labelledby="own-episodes-title">
          {episodes.map((episode) => {
            const ready = episode.status === 'ready';
            return (
              <li key={episode.id} className={lib.gridItem}>
                <EpisodeCard
                  title={episode.title}
                  image={episode.image.url ?? undefined}
                  category={ready ? episode.category?.title : m.status[episode.status]}
                  durationSeconds={ready ? episode.video_length_seconds : undefined}
                  published={episode.published}
                  isVideo={playerKindOf(episode.extention_type ?? undefined) === 'video'}
                  href={ready ? hrefs.episode(episode) : undefined}
                  renderLink={renderLink}
                  onPlay={ready && episode.file ? () => playback.play(episode) : undefined}
                  onEdit={() => onEdit(episode)}
                  onDelete={() => onDelete(episode)}
                />
              </li>
            );
          })}
        </ul>
        <InfiniteSentinel
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isError={query.isFetchNextPageError}
          fetchNextPage={query.fetchNextPage}
        />
      </>
    );
  return (
    <section className={styles.section} aria-labelledby="own-episodes-title">
      <h2 id="own-episodes-title" className={styles.sectionTitle}>
        {m.episodes}
      </h2>
      {content}
    </section>
  );
}
