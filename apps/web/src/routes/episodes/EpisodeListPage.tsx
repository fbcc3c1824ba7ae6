import { hrefs } from '@podcast/contract';
import { categoryQueries, type EpisodeFilters, episodeQueries, podcasterQueries } from '@podcast/hooks';
import { Button, EmptyState, FilterBar, type FilterBarProps, type FilterValue, Heading, Text } from '@podcast/ui';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScreenLoaderArgs } from '../../app/screen';
import { settle } from '../../app/screen';
import { t } from '../../i18n';
import { InfiniteEpisodes } from '../../lib/InfiniteEpisodes';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { episodeFiltersOf, filterSearchOf, filterValueOf, withOneAuthor } from './listFilters';
import * as styles from './lists.css';

/** The filter bar's author choices: every channel (the demo has 8; the API serves up to 100 a page). */
const authorsQuery = podcasterQueries.list({ limit: 100 });

/** What a loader of a filtered list also loads: the filter bar's categories and authors. */
export const filterBarData = (queryClient: QueryClient) => [
  queryClient.ensureQueryData(categoryQueries.list()),
  queryClient.ensureInfiniteQueryData(authorsQuery),
];

/**
 * The filter choices of the address bar. `value` is what the controls show (the new choices at once, while their
 * first page loads), `applied` what the list shows; `apply` writes new choices to the address, which runs the
 * route's loader. On a list, a searched text leads to the search route with the same filters; on the search
 * route an empty text keeps the current search (spec §5: search only with text).
 */
export function useListFilters(route: 'list' | 'search') {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useCallback(
    (search: string) => {
      const choices = filterValueOf(new URLSearchParams(search));
      return route === 'search' ? choices : { ...choices, search: '' };
    },
    [route],
  );
  const applied = useMemo(() => read(location.search), [read, location.search]);
  // The choices asked for from this address; forgotten as soon as the address changes.
  const [requested, setRequested] = useState<{ from: string; value: FilterValue } | null>(null);
  const isUpdating = requested !== null && requested.from === location.search;
  const value = isUpdating ? requested.value : applied;

  const apply = (choices: FilterValue) => {
    const chosen = withOneAuthor(choices, value);
    if (route === 'list' && chosen.search) {
      navigate(`${hrefs.search('')}${filterSearchOf({ ...chosen, sort: null })}`);
      return;
    }
    const search = filterSearchOf(route === 'search' ? { ...chosen, search: chosen.search || value.search } : chosen);
    if (search === filterSearchOf(value)) return;
    setRequested({ from: location.search, value: read(search) });
    navigate({ pathname: location.pathname, search }, { replace: true });
  };

  return { value, applied, apply, isUpdating };
}

type ListFilterBarProps = Omit<FilterBarProps, 'categories' | 'authors' | 'mobileOpen' | 'onMobileOpenChange'>;

/** The ui's FilterBar with the categories and channels to choose from; "cancel filter" also closes the dialog. */
export function ListFilterBar({ onReset, ...props }: ListFilterBarProps) {
  const categories = useQuery(categoryQueries.list());
  const authors = useInfiniteQuery(authorsQuery);
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <FilterBar
      categories={categories.data?.items ?? []}
      authors={authors.data?.pages.flatMap((page) => page.items) ?? []}
      mobileOpen={mobileOpen}
      onMobileOpenChange={setMobileOpen}
      onReset={() => {
        setMobileOpen(false);
        onReset?.();
      }}
      {...props}
    />
  );
}

export interface ListHeadProps {
  title: ReactNode;
  titleId: string;
  lead?: ReactNode;
  /** Episodes in the list, when known. */
  count?: number;
  /** Before the title (e.g. the category's colour). */
  marker?: ReactNode;
}

/** A list's heading: title, one line about it, and the number of episodes once it is known. */
export function ListHead({ title, titleId, lead, count, marker }: ListHeadProps) {
  return (
    <header className={styles.head}>
      <div className={styles.titleBlock}>
        <div className={styles.titleRow}>
          {marker}
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
        </div>
        {lead && <Text tone="muted">{lead}</Text>}
      </div>
      {count !== undefined && (
        <span className={styles.count} role="status">
          {t.common.episodesCount(count)}
        </span>
      )}
    </header>
  );
}

/** The empty result of a filtered list, with the way out. */
export function FilteredEmpty({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon="filter"
      title={t.lists.filteredEmptyTitle}
      text={t.lists.filteredEmptyText}
      action={
        <Button variant="secondary" icon="close" onClick={onClear}>
          {t.lists.clearFilters}
        </Button>
      }
    />
  );
}

export interface EpisodeListPageProps {
  title: string;
  lead: string;
  /** Filters the page always applies (popular: most listened first, so no sort menu). */
  fixed?: EpisodeFilters;
}

/** The API filters of a list page: the address bar's choices, then the page's own. */
export const listFiltersOf = (choices: FilterValue, fixed: EpisodeFilters = {}): EpisodeFilters => ({
  ...episodeFiltersOf(fixed.hits ? { ...choices, sort: null } : choices),
  ...fixed,
});

/** The loader of a list page: the first page of exactly the address bar's filters, and the filter bar's data. */
export const listLoader =
  (fixed?: EpisodeFilters) =>
  ({ url, queryClient }: ScreenLoaderArgs) =>
    settle(
      queryClient.ensureInfiniteQueryData(episodeQueries.list(listFiltersOf(filterValueOf(url.searchParams), fixed))),
      ...filterBarData(queryClient),
    );

/** All episodes or the popular ones: heading, the filter bar and the endless list (spec §2, §4). */
export function EpisodeListPage({ title, lead, fixed }: EpisodeListPageProps) {
  useDocumentTitle(title);
  const titleId = useId();
  const { value, applied, apply, isUpdating } = useListFilters('list');
  const query = useInfiniteQuery(episodeQueries.list(listFiltersOf(applied, fixed)));
  const loaded = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0);
  const clear = () => apply({ ...value, categories: [], authors: [], duration: null, sort: null });
  return (
    <div className={styles.page}>
      <ListHead
        title={title}
        titleId={titleId}
        lead={lead}
        count={query.isSuccess && !query.hasNextPage ? loaded : undefined}
      />
      <ListFilterBar value={value} onChange={apply} hideSort={Boolean(fixed?.hits)} />
      <div className={styles.results} aria-busy={isUpdating}>
        <InfiniteEpisodes
          query={query}
          itemsOf={(page) => page.items}
          labelledBy={titleId}
          empty={<FilteredEmpty onClear={clear} />}
        />
      </div>
    </div>
  );
}
