import type { EpisodeFilters } from '@podcast/hooks';
import { t } from '../../i18n';
import { EpisodeListPage, listLoader } from './EpisodeListPage';

/** Most listened first; the sort menu is hidden (spec §2). */
const popular: EpisodeFilters = { hits: 'down' };

/** /popular-posts/: episodes by popularity, with the filter bar but no sort menu. */
export function PopularScreen() {
  return <EpisodeListPage title={t.lists.popularTitle} lead={t.lists.popularLead} fixed={popular} />;
}

export const loader = listLoader(popular);
export { PopularScreen as Component };
