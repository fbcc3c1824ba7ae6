import type { Episode } from '@podcast/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EpisodeGrid, EpisodeGridSkeleton } from './EpisodeGrid';
import { InfiniteSentinel } from './InfiniteSentinel';
import { LoadError } from './QueryState';

export interface InfiniteEpisodesProps<TPage> {
  query: UseInfiniteQueryResult<InfiniteData<TPage>>;
  /** The episodes of one page (`items` of a list, `result` of a search). */
  itemsOf: (page: TPage) => readonly Episode[];
  /** Shown when the first page is empty. */
  empty: ReactNode;
  labelledBy?: string;
  /** The cards' heading level: 2 when the list follows the page's h1 with no section heading between. */
  headingLevel?: 2 | 3;
  renderActions?: (episode: Episode) => ReactNode;
}

/** An endless episode list: skeleton, grid, the sentinel that loads the next page, errors with a retry. */
export function InfiniteEpisodes<TPage>({
  query,
  itemsOf,
  empty,
  labelledBy,
  headingLevel,
  renderActions,
}: InfiniteEpisodesProps<TPage>) {
  if (query.isPending) return <EpisodeGridSkeleton />;
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const episodes = query.data?.pages.flatMap(itemsOf) ?? [];
  if (episodes.length === 0) return <>{empty}</>;
  return (
    <>
      <EpisodeGrid
        episodes={episodes}
        labelledBy={labelledBy}
        headingLevel={headingLevel}
        renderActions={renderActions}
      />
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}
