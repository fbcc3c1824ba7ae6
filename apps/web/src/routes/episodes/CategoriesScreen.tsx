import { hrefs } from '@podcast/contract';
import { categoryQueries } from '@podcast/hooks';
import { CategoryTile, EmptyState, Heading, Skeleton } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { renderLink } from '../../app/AppLink';
import type { ScreenLoaderArgs } from '../../app/screen';
import { settle } from '../../app/screen';
import { t } from '../../i18n';
import { QueryState } from '../../lib/QueryState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './CategoriesScreen.css';

export function loader({ queryClient }: ScreenLoaderArgs) {
  return settle(queryClient.ensureQueryData(categoryQueries.list()));
}

const skeleton = (
  <div className={styles.grid} aria-hidden="true">
    {Array.from({ length: 8 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Skeleton key={index} shape="rect" aspectRatio="16 / 10" />
    ))}
  </div>
);

/** /CategoryPage/: every category as a tile with its picture and a border in its colour. */
export function CategoriesScreen() {
  useDocumentTitle(t.pages.categories.title);
  const query = useQuery(categoryQueries.list());
  const categories = query.data?.items ?? [];
  return (
    <div className={styles.page} aria-busy={query.isPending || undefined}>
      <Heading level={1}>{t.pages.categories.title}</Heading>
      <QueryState
        error={query.error}
        isPending={query.isPending}
        onRetry={() => void query.refetch()}
        skeleton={skeleton}
      >
        {categories.length === 0 ? (
          <EmptyState icon="grid" title={t.pages.categories.empty} />
        ) : (
          <ul className={styles.grid}>
            {categories.map((category) => (
              <li key={category.id} className={styles.item}>
                <CategoryTile
                  title={category.title}
                  image={category.image?.url ?? undefined}
                  color={category.color}
                  href={hrefs.category(category)}
                  renderLink={renderLink}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
export { CategoriesScreen as Component };
