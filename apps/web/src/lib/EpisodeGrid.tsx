import type { Episode } from '@podcast/contract';
import { EpisodeCardSkeleton } from '@podcast/ui';
import type { ReactNode } from 'react';
import { EpisodeTile } from './EpisodeTile';
import * as styles from './lib.css';

export interface EpisodeGridProps {
  episodes: readonly Episode[];
  /** Extra controls per card (e.g. edit and delete in the studio). */
  renderActions?: (episode: Episode) => ReactNode;
  /** A list heading's id, for the list's accessible name. */
  labelledBy?: string;
  /** The cards' heading level: 2 when the grid follows the page's h1 with no section heading between. */
  headingLevel?: 2 | 3;
}

/** Episodes as a dense grid: two columns on a phone, as many as fit on wider screens. */
export function EpisodeGrid({ episodes, renderActions, labelledBy, headingLevel }: EpisodeGridProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {episodes.map((episode) => (
        <li key={episode.id} className={styles.gridItem}>
          <EpisodeTile episode={episode} actions={renderActions?.(episode)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while its first page loads. */
export function EpisodeGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <EpisodeCardSkeleton key={index} />
      ))}
    </div>
  );
}
