import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { hasToken, request } from './client';
import { DEFAULT_LIMIT, pageSkipPaging } from './pagination';
import { type NotificationList, specPaths } from './spec-contract';

export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: (limit = DEFAULT_LIMIT) =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(), 'list', { limit }] as const,
      queryFn: ({ pageParam, signal }) =>
        request<NotificationList>(specPaths.notifications, {
          query: { page_skip: pageParam, limit },
          auth: true,
          signal,
        }),
      ...pageSkipPaging((page: NotificationList) => page.items, limit),
      meta: { private: true },
      enabled: hasToken,
    }),
};

export function useDeleteNotification() {
  return useMutation({
    mutationFn: (id: number) =>
      request<unknown>(specPaths.notification, { method: 'DELETE', params: { id }, json: { not_id: id }, auth: true }),
    onError: (error) => console.error('Notification delete failed', error),
    meta: { invalidates: [notificationQueries.all()] },
  });
}
