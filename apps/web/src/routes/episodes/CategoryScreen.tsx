import { type Category, hrefs } from '@podcast/contract';
import { categoryQueries, episodeQueries } from '@podcast/hooks';
import { Button, EmptyState, Link, Skeleton } from '@podcast/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AppLink, renderLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { EpisodeGridSkeleton } from '../../lib/EpisodeGrid';
import { InfiniteEpisodes } from '../../lib/InfiniteEpisodes';
import { isNotFound, LoadError } from '../../lib/QueryState';
import { slugId, useSlugId } from '../../lib/slug';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotFoundScreen } from '../pages/NotFoundScreen';
import { ListHead } from './EpisodeListPage';
import * as styles from './lists.css';

const episodesOf = (categoryId: number) => episodeQueries.list({ category_id: categoryId });

export function loader({ params, queryClient }: ScreenLoaderArgs) {
  const id = slugId(params.slug);
  if (id === null) return Promise.resolve(null);
  return settle(
    queryClient.ensureQueryData(categoryQueries.detail(id)),
    queryClient.ensureInfiniteQueryData(episodesOf(id)),
  );
}

/** /category/{id}-{alias}/: one category's episodes, newest first, endless; an unknown id is not found. */
export function CategoryScreen() {
  const id = useSlugId();
  const category = useQuery({ ...categoryQueries.detail(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(category.error)) return <NotFoundScreen />;
  if (category.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.headSkeleton}>
          <Skeleton shape="text" width="40%" fontSize="1.75rem" />
          <Skeleton shape="text" width="60%" />
        </div>
        <EpisodeGridSkeleton />
      </div>
    );
  }
  if (category.isError) return <LoadError onRetry={() => void category.refetch()} />;
  return <CategoryEpisodes category={category.data} />;
}

function CategoryEpisodes({ category }: { category: Category }) {
  useDocumentTitle(category.title);
  const titleId = useId();
  const query = useInfiniteQuery(episodesOf(category.id));
  const loaded = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0);
  return (
    <div className={styles.page}>
      <ListHead
        title={category.title}
        titleId={titleId}
        marker={<span className={styles.swatch} style={{ backgroundColor: category.color }} aria-hidden="true" />}
        lead={
          <>
            {t.lists.categoryLead}{' '}
            <Link asChild>
              <AppLink href={hrefs.categories()}>{t.lists.allCategories}</AppLink>
            </Link>
          </>
        }
        count={query.isSuccess && !query.hasNextPage ? loaded : undefined}
      />
      <InfiniteEpisodes
        query={query}
        itemsOf={(page) => page.items}
        headingLevel={2}
        labelledBy={titleId}
        empty={
          <EmptyState
            title={t.lists.categoryEmptyTitle}
            text={t.lists.categoryEmptyText}
            action={
              <Button asChild variant="secondary">
                {renderLink({ href: hrefs.podcastpage(), children: t.lists.toAllEpisodes })}
              </Button>
            }
          />
        }
      />
    </div>
  );
}

export { CategoryScreen as Component };
