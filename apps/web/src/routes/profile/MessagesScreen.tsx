import { hrefs } from '@podcast/contract';
import { hasToken, notificationQueries, useDeleteNotification } from '@podcast/hooks';
import { Button, EmptyState, formatDate, Icon, Skeleton } from '@podcast/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { type ScreenLoaderArgs, settle } from '../../app/screen';
import { t } from '../../i18n';
import { LoadError } from '../../lib/QueryState';
import { useSlugId } from '../../lib/slug';
import * as own from './MessagesScreen.css';
import { ProfileTitleBar } from './ProfileTitleBar';

const text = t.profile.messages;

export async function loader({ queryClient }: ScreenLoaderArgs) {
  if (!hasToken()) return null;
  return settle(queryClient.ensureInfiniteQueryData(notificationQueries.list()));
}

/** /messages/{id}-{alias}: one notification (spec §2 "Messages: notifications") and the way to its episode. */
export function MessagesScreen() {
  const id = useSlugId();
  const navigate = useNavigate();
  const query = useInfiniteQuery(notificationQueries.list());
  const remove = useDeleteNotification();
  const notification = query.data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
  const searching = !notification && query.hasNextPage && !query.isFetchNextPageError;
  const { fetchNextPage, isFetchingNextPage } = query;

  // The list is the only source of notifications: read on until this one turns up or the list ends.
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);

  let body: ReactNode;
  if (query.isPending || searching) body = <Skeleton shape="rect" height={160} />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (!notification)
    body = (
      <EmptyState
        icon="bell"
        title={text.notFoundTitle}
        text={text.notFoundText}
        action={
          <Button asChild variant="secondary">
            <AppLink href={hrefs.notifications()}>{text.allNotifications}</AppLink>
          </Button>
        }
      />
    );
  else
    body = (
      <article className={own.card}>
        <span className={own.icon}>
          <Icon name="bell" size={24} />
        </span>
        <time className={own.date} dateTime={notification.created_at}>
          {formatDate(notification.created_at)}
        </time>
        <p className={own.message}>{notification.message}</p>
        <div className={own.actions}>
          {notification.podcast && (
            <Button asChild variant="primary" icon="play">
              <AppLink href={hrefs.episode(notification.podcast)}>{text.openEpisode}</AppLink>
            </Button>
          )}
          <Button asChild variant="secondary">
            <AppLink href={hrefs.notifications()}>{text.allNotifications}</AppLink>
          </Button>
          <Button
            variant="ghost"
            icon="trash"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(notification.id, { onSuccess: () => navigate(hrefs.notifications(), { replace: true }) })
            }
          >
            {text.delete}
          </Button>
        </div>
      </article>
    );

  return (
    <>
      <ProfileTitleBar title={t.profile.titles.messages} />
      {body}
    </>
  );
}
export { MessagesScreen as Component };
