import { hrefs } from '@podcast/contract';
import { hasToken, notificationQueries } from '@podcast/hooks';
import { Button, EmptyState, Skeleton } from '@podcast/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { InfiniteSentinel } from '../../lib/InfiniteSentinel';
import { LoadError } from '../../lib/QueryState';
import { NotificationItem } from './NotificationItem';
import { ProfileTitleBar } from './ProfileTitleBar';
import * as styles from './profile.css';

const text = t.profile.notifications;

export async function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(queryClient.ensureInfiniteQueryData(notificationQueries.list()));
}

/** The list's shape while the first page loads. */
export function ListSkeleton({ height = 72 }: { height?: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} shape="rect" height={height} />
      ))}
    </div>
  );
}

/** /notifications: an endless list, newest first; each item links to its episode and can be deleted (spec §2). */
export function NotificationsScreen() {
  const query = useInfiniteQuery(notificationQueries.list());
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton />;
  else if (query.isError && !query.data) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon="bell"
        title={text.emptyTitle}
        text={text.emptyText}
        action={
          <Button asChild variant="secondary">
            <AppLink href={hrefs.podcasters()}>{text.emptyAction}</AppLink>
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-label={t.profile.titles.notifications}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
        <InfiniteSentinel
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isError={query.isFetchNextPageError}
          fetchNextPage={query.fetchNextPage}
        />
      </>
    );

  return (
    <>
      <ProfileTitleBar title={t.profile.titles.notifications} />
      {body}
    </>
  );
}
export { NotificationsScreen as Component };
