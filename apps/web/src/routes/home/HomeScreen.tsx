import { type Block, hrefs } from '@podcast/contract';
import { hasToken, historyQueries, navigationQueries, useProfile } from '@podcast/hooks';
import { ChannelCardSkeleton, EpisodeCardSkeleton, Skeleton, VisuallyHidden } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { ScreenLoaderArgs } from '../../app/screen';
import { settle } from '../../app/screen';
import { t } from '../../i18n';
import { EpisodeTile } from '../../lib/EpisodeTile';
import { PodcasterCard } from '../../lib/PodcasterCard';
import { LoadError } from '../../lib/QueryState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AppDownload, JoinBanner, PromoBanner } from './HomeBanners';
import * as styles from './HomeScreen.css';
import { blockHref } from './homeLinks';
import { Later, useIdleSteps, useInteracted } from './Later';
import { NavBarTiles } from './NavBarTiles';
import { Shelf } from './Shelf';

/** Spec §2: the promo image follows the third block. */
const PROMO_AFTER = 3;
/**
 * The blocks rendered with the first commit: they fill a phone's first screen. The shelves after them render as the
 * visitor scrolls near them, and all of them, one per idle moment, once the visitor scrolls, touches or presses a
 * key (ADR 008): committing every shelf with the first screen was one long task on a phone.
 */
const EAGER_SHELVES = 2;

export function loader({ queryClient }: ScreenLoaderArgs) {
  return settle(
    queryClient.ensureQueryData(navigationQueries.navBar()),
    queryClient.ensureQueryData(navigationQueries.blocks()),
    queryClient.ensureQueryData(navigationQueries.authorBlocks()),
    ...(hasToken() ? [queryClient.ensureQueryData(historyQueries.lastListened())] : []),
  );
}

function LastListened() {
  const history = useQuery(historyQueries.lastListened());
  if (history.isPending) return <ShelfSkeleton />;
  if (history.isError) return <LoadError compact onRetry={() => void history.refetch()} />;
  if (history.data.items.length === 0) return null;
  return (
    <Shelf
      title={t.home.lastListened}
      href={hrefs.history()}
      items={history.data.items}
      keyOf={(item) => item.id}
      render={(item) => <EpisodeTile episode={item.podcast} progress={item.progress} />}
      desktopCount={4}
      sliderCount={8}
    />
  );
}

function BlockShelf({ block }: { block: Block }) {
  return (
    <Shelf
      title={block.show_name || block.name}
      href={blockHref(block)}
      items={block.podcasts}
      keyOf={(episode) => episode.id}
      render={(episode) => <EpisodeTile episode={episode} />}
      desktopCount={6}
      sliderCount={block.podcasts.length}
    />
  );
}

function ShelfSkeleton({ channels = false }: { channels?: boolean }) {
  return (
    <div className={styles.shelf} aria-hidden="true">
      <Skeleton shape="text" width="12rem" fontSize="1.375rem" />
      <div className={styles.skeletonRow}>
        {Array.from({ length: 6 }, (_, index) =>
          channels ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ChannelCardSkeleton key={index} variant="large" />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <EpisodeCardSkeleton key={index} />
          ),
        )}
      </div>
    </div>
  );
}

/** A shelf not rendered yet: its height, nothing else (a skeleton's cards would cost the first commit as much). */
function LaterShelf({ channels = false }: { channels?: boolean }) {
  return <div className={channels ? styles.laterChannels : styles.laterShelf} aria-hidden="true" data-skeleton="" />;
}

/**
 * Home (spec §2): the nav bar, the signed-in listener's last-listened row, the editors' blocks with the podcaster
 * promo after the third, the join banner for visitors, the author block and the app badges.
 */
export function HomeScreen() {
  useDocumentTitle(null);
  const { isSignedIn } = useProfile();
  const navBar = useQuery(navigationQueries.navBar());
  const blocks = useQuery(navigationQueries.blocks());
  const authorBlocks = useQuery(navigationQueries.authorBlocks());
  const blockItems = (blocks.data?.items ?? []).filter((block) => block.podcasts.length > 0);
  const promoAfter = Math.min(PROMO_AFTER, blockItems.length) - 1;
  const authorItems = (authorBlocks.data?.items ?? []).filter((block) => block.author.length > 0);
  // The page's shelves in order (blocks, then author blocks): the first EAGER_SHELVES render now, the others later.
  const waiting = Math.max(0, blockItems.length + authorItems.length - EAGER_SHELVES);
  const due = useIdleSteps(blocks.isPending || authorBlocks.isPending ? 0 : waiting, useInteracted());
  const later = (position: number, shelf: ReactNode, channels = false) =>
    position < EAGER_SHELVES ? (
      shelf
    ) : (
      <Later due={position - EAGER_SHELVES < due} placeholder={<LaterShelf channels={channels} />}>
        {shelf}
      </Later>
    );

  return (
    <div className={styles.page} aria-busy={blocks.isPending || undefined}>
      <VisuallyHidden>
        <h1>{t.common.siteName}</h1>
      </VisuallyHidden>
      {navBar.isPending || blocks.isPending ? (
        <div className={styles.skeletonNav} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} shape="rect" height={56} />
          ))}
        </div>
      ) : (
        <NavBarTiles items={navBar.data?.items ?? []} blocks={blockItems} />
      )}
      {isSignedIn && <LastListened />}
      {blocks.isPending ? (
        <>
          <ShelfSkeleton />
          <ShelfSkeleton />
        </>
      ) : blocks.isError ? (
        <LoadError onRetry={() => void blocks.refetch()} />
      ) : (
        blockItems.map((block, index) => (
          <Fragment key={block.id}>
            {later(index, <BlockShelf block={block} />)}
            {index === promoAfter && <PromoBanner />}
          </Fragment>
        ))
      )}
      {!isSignedIn && <JoinBanner />}
      {authorBlocks.isPending ? (
        <ShelfSkeleton channels />
      ) : authorBlocks.isError ? (
        <LoadError compact onRetry={() => void authorBlocks.refetch()} />
      ) : (
        authorItems.map((block, index) => (
          <Fragment key={block.id}>
            {later(
              blockItems.length + index,
              <Shelf
                title={block.title || t.home.authorsFallback}
                href={hrefs.podcasters()}
                items={block.author}
                keyOf={(podcaster) => podcaster.id}
                render={(podcaster) => <PodcasterCard podcaster={podcaster} variant="large" />}
                desktopCount={3}
                sliderCount={6}
              />,
              true,
            )}
          </Fragment>
        ))
      )}
      <AppDownload />
    </div>
  );
}
export { HomeScreen as Component };
