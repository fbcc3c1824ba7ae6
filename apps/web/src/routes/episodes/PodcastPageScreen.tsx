import { t } from '../../i18n';
import { EpisodeListPage, listLoader } from './EpisodeListPage';

/** /podcastpage/: every episode, newest first, with the filter bar (spec §2). */
export function PodcastPageScreen() {
  return <EpisodeListPage title={t.lists.allTitle} lead={t.lists.allLead} />;
}

export const loader = listLoader();
export { PodcastPageScreen as Component };
