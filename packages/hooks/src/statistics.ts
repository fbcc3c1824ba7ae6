import {
  paths,
  type TopPodcasts,
  type TotalWatchTime,
  type WatchTimeByDay,
  type WatchTimeLastMonth,
} from '@podcast/contract';
import { queryOptions } from '@tanstack/react-query';
import { hasToken, request } from './client';

/**
 * Listening statistics, all bearer (spec §6: fetched only with a token). Days and 8-hour slots are
 * Georgian time. `byDay` is keyed by English weekday name (Monday … Sunday, each with its date),
 * which the UI's chart turns into Georgian; `lastMonth` by YYYY-MM-DD, 29 days, oldest first.
 */
export const statisticsQueries = {
  all: () => ['statistics'] as const,
  totalWatchTime: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'total-watch-time'] as const,
      queryFn: ({ signal }) => request<TotalWatchTime>(paths.totalWatchTime, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  topPodcasts: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'top-5'] as const,
      queryFn: ({ signal }) => request<TopPodcasts>(paths.top5, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  byDay: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'by-day'] as const,
      queryFn: ({ signal }) => request<WatchTimeByDay>(paths.watchByDay, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  lastMonth: () =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'last-month'] as const,
      queryFn: ({ signal }) => request<WatchTimeLastMonth>(paths.watchLastMonth, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
};
