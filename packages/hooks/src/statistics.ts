import { queryOptions } from '@tanstack/react-query';
import { hasToken, request } from './client';
import {
  specPaths,
  type TopPodcasts,
  type TotalWatchTime,
  type WatchTimeByDay,
  type WatchTimeLastMonth,
} from './spec-contract';

/** Listening statistics; all bearer. Use with `enabled: token !== null` (spec §6: fetched only with a token). */
export const statisticsQueries = {
  all: () => ['statistics'] as const,
  totalWatchTime: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'total-watch-time'] as const,
      queryFn: ({ signal }) => request<TotalWatchTime>(specPaths.totalWatchTime, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  topPodcasts: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'top-5'] as const,
      queryFn: ({ signal }) => request<TopPodcasts>(specPaths.top5, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  byDay: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'by-day'] as const,
      queryFn: ({ signal }) => request<WatchTimeByDay>(specPaths.watchByDay, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  lastMonth: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'last-month'] as const,
      queryFn: ({ signal }) => request<WatchTimeLastMonth>(specPaths.watchLastMonth, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
};
