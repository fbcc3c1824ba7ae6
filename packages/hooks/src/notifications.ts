import { type MessageResponse, type NotificationList, paths } from '@podcast/contract';
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { hasToken, request } from './client';
import { DEFAULT_LIMIT, pageSkipPaging } from './pagination';

export const notificationQueries = {
  all: () => ['notifications'] as const,
  /**
   * Newest first, endless (page_skip = items loaded). An item's `podcast` is null when its episode
   * is gone; it then links nowhere.
   */
  list: (limit = DEFAULT_LIMIT) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(), 'list', { limit }] as const,
      queryFn: ({ pageParam, signal }) =>
        request<NotificationList>(paths.notifications, {
          query: { page_skip: pageParam, limit },
          auth: true,
          signal,
        }),
      ...pageSkipPaging((page: NotificationList) => page.items, limit),
      meta: { private: true },
      enabled: hasToken,
    }),
};

/** Deletes a notification (spec §7: `not_id` in the body as well); failures are only logged (spec §8). */
export function useDeleteNotification() {
  return useMutation({
    mutationFn: (id: number) =>
      request<MessageResponse>(paths.notification, {
        method: 'DELETE',
        params: { id },
        json: { not_id: id },
        auth: true,
      }),
    onError: (error) => console.error('Notification delete failed', error),
    meta: { invalidates: [notificationQueries.all()] },
  });
}
