import type { MenuItem } from '@podcast/contract';
import { episodeQueries, navigationQueries } from '@podcast/hooks';
import { EmptyState, Heading, NotFound, Spinner } from '@podcast/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { renderLink } from '../../app/AppLink';
import type { ScreenLoaderArgs } from '../../app/screen';
import { settle } from '../../app/screen';
import { t } from '../../i18n';
import { InfiniteEpisodes } from '../../lib/InfiniteEpisodes';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { menuPageAt } from './menuPage';
import * as styles from './pages.css';

export function loader({ queryClient }: ScreenLoaderArgs) {
  return settle(queryClient.ensureQueryData(navigationQueries.menus()));
}

/** A server menu page: its title and the newest episodes. */
function MenuPage({ item }: { item: MenuItem }) {
  useDocumentTitle(item.title);
  const episodes = useInfiniteQuery(episodeQueries.list());
  return (
    <section className={styles.menuPage} aria-labelledby="menu-page-title">
      <Heading level={1} id="menu-page-title">
        {item.title}
      </Heading>
      <InfiniteEpisodes
        query={episodes}
        itemsOf={(page) => page.items}
        headingLevel={2}
        labelledBy="menu-page-title"
        empty={<EmptyState title={t.pages.menuEmpty} />}
      />
    </section>
  );
}

function PageNotFound() {
  useDocumentTitle(t.pages.notFound);
  return <NotFound title={t.pages.notFound} renderLink={renderLink} />;
}

/**
 * Any path the route table does not know, and /SearchErrorPage/: the not-found page (the server answers 404) —
 * unless the path is one of the server menu's own pages, which shows its title and the newest episodes.
 */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const menus = useQuery(navigationQueries.menus());
  if (menus.isPending) return <Spinner label={t.common.loading} />;
  const item = menuPageAt(pathname, menus.data?.items ?? []);
  return item ? <MenuPage item={item} /> : <PageNotFound />;
}
export { NotFoundScreen as Component };
