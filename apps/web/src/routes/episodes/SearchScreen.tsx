import { hrefs } from '@podcast/contract';
import { episodeQueries } from '@podcast/hooks';
import { EmptyState, NotFound } from '@podcast/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { renderLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { InfiniteEpisodes } from '../../lib/InfiniteEpisodes';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { filterBarData, ListFilterBar, ListHead, useListFilters } from './EpisodeListPage';
import { episodeFiltersOf, filterValueOf } from './listFilters';
import * as styles from './lists.css';

/** The search of a set of choices: the text and the list filters (the API orders results itself). */
const searchOf = (choices: ReturnType<typeof filterValueOf>) =>
  episodeQueries.search(choices.search, episodeFiltersOf({ ...choices, sort: null }));

export function loader({ url, queryClient }: ScreenLoaderArgs) {
  const choices = filterValueOf(url.searchParams);
  return settle(
    ...(choices.search ? [queryClient.ensureInfiniteQueryData(searchOf(choices))] : []),
    ...filterBarData(queryClient),
  );
}

/**
 * /search?q=…: the result count and the term in the filter bar, the results as cards, endless; the filter bar
 * re-runs the search. No result: 'გვერდი ვერ მოიძებნა' with the home button (spec §2, §8).
 */
export function SearchScreen() {
  const titleId = useId();
  const { value, applied, apply, isUpdating } = useListFilters('search');
  const query = useInfiniteQuery(searchOf(applied));
  const term = applied.search;
  useDocumentTitle(term ? t.lists.searchPageTitle(term) : t.lists.searchTitle);
  return (
    <div className={styles.page}>
      <ListHead title={t.lists.searchTitle} titleId={titleId} />
      <ListFilterBar
        value={value}
        onChange={apply}
        hideSort
        searchTerm={term || undefined}
        resultCount={term ? query.data?.pages[0]?.count : undefined}
      />
      {term ? (
        <div className={styles.results} aria-busy={isUpdating}>
          <InfiniteEpisodes
            query={query}
            itemsOf={(page) => page.result}
            labelledBy={titleId}
            empty={
              <NotFound
                hideCode
                headingLevel={2}
                text={t.lists.searchEmptyText(term)}
                homeHref={hrefs.home()}
                renderLink={renderLink}
              />
            }
          />
        </div>
      ) : (
        <EmptyState icon="search" title={t.lists.searchPromptTitle} text={t.lists.searchPromptText} />
      )}
    </div>
  );
}

export { SearchScreen as Component };
