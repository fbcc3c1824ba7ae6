import { podcasterQueries } from '@podcast/hooks';
import { ChannelCardSkeleton, EmptyState, Heading } from '@podcast/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ScreenLoaderArgs } from '../../app/screen';
import { settle } from '../../app/screen';
import { t } from '../../i18n';
import { InfiniteSentinel } from '../../lib/InfiniteSentinel';
import { PodcasterCard } from '../../lib/PodcasterCard';
import { LoadError } from '../../lib/QueryState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './PodcastersScreen.css';

/** Spec §2: the first four podcasters in a top row. */
export const TOP_COUNT = 4;

export function loader({ queryClient }: ScreenLoaderArgs) {
  return settle(queryClient.ensureInfiniteQueryData(podcasterQueries.list()));
}

function PodcastersSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.top}>
        {Array.from({ length: TOP_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ChannelCardSkeleton key={index} variant="large" />
        ))}
      </div>
      <div className={styles.rest}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ChannelCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** /podcasterpage/: the first four podcasters large in a top row, the rest compact below, endless. */
export function PodcastersScreen() {
  useDocumentTitle(t.pages.podcasters.title);
  const query = useInfiniteQuery(podcasterQueries.list());
  const podcasters = query.data?.pages.flatMap((page) => page.items) ?? [];
  const top = podcasters.slice(0, TOP_COUNT);
  const rest = podcasters.slice(TOP_COUNT);

  let body: ReactNode;
  if (query.isPending) body = <PodcastersSkeleton />;
  else if (query.isError && !query.data) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (podcasters.length === 0) body = <EmptyState icon="mic" title={t.pages.podcasters.empty} />;
  else
    body = (
      <>
        <section aria-labelledby="podcasters-top">
          <Heading level={2} id="podcasters-top" className={styles.sectionTitle}>
            {t.pages.podcasters.top}
          </Heading>
          <ul className={styles.top} aria-labelledby="podcasters-top">
            {top.map((podcaster) => (
              <li key={podcaster.id} className={styles.item}>
                <PodcasterCard podcaster={podcaster} variant="large" />
              </li>
            ))}
          </ul>
        </section>
        {rest.length > 0 && (
          <section aria-labelledby="podcasters-rest">
            <Heading level={2} id="podcasters-rest" className={styles.sectionTitle}>
              {t.pages.podcasters.rest}
            </Heading>
            <ul className={styles.rest} aria-labelledby="podcasters-rest">
              {rest.map((podcaster) => (
                <li key={podcaster.id} className={styles.item}>
                  <PodcasterCard podcaster={podcaster} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <InfiniteSentinel
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isError={query.isFetchNextPageError}
          fetchNextPage={query.fetchNextPage}
        />
      </>
    );

  return (
    <div className={styles.page} aria-busy={query.isPending || undefined}>
      <Heading level={1}>{t.pages.podcasters.title}</Heading>
      {body}
    </div>
  );
}
export { PodcastersScreen as Component };
