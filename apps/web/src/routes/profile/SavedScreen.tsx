import { hrefs } from '@podcast/contract';
import { bookmarkQueries, hasToken, useAuthToken } from '@podcast/hooks';
import { Button, EmptyState, Heading } from '@podcast/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppLink } from '../../app/AppLink';
import { useRequireSignIn } from '../../app/auth';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { EpisodeGrid, EpisodeGridSkeleton } from '../../lib/EpisodeGrid';
import { QueryState } from '../../lib/QueryState';
import * as styles from './profile.css';

const text = t.profile.saved;

export async function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(queryClient.ensureQueryData(bookmarkQueries.list()));
}

/** /saved/: the bookmarked episodes; a visitor is sent to /login with the toast (spec §2, §6, §8). */
export function SavedScreen() {
  const token = useAuthToken();
  const requireSignIn = useRequireSignIn();
  const query = useQuery(bookmarkQueries.list());

  useEffect(() => {
    if (token === null) requireSignIn();
  }, [token, requireSignIn]);
  if (token === null) return null;

  const episodes = query.data?.items.map((bookmark) => bookmark.podcast) ?? [];
  return (
    <section className={styles.section} aria-labelledby="saved-title">
      <Heading level={1} id="saved-title">
        {t.profile.titles.saved}
      </Heading>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        skeleton={<EpisodeGridSkeleton />}
      >
        {episodes.length === 0 ? (
          <EmptyState
            icon="bookmark"
            title={text.emptyTitle}
            text={text.emptyText}
            action={
              <Button asChild variant="primary">
                <AppLink href={hrefs.podcastpage()}>{text.emptyAction}</AppLink>
              </Button>
            }
          />
        ) : (
          <EpisodeGrid episodes={episodes} labelledBy="saved-title" headingLevel={2} />
        )}
      </QueryState>
    </section>
  );
}
export { SavedScreen as Component };
