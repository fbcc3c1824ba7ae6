import { queryOptions, useMutation } from '@tanstack/react-query';
import { hasToken, request } from './client';
import { type HistoryItem, type HistoryList, specPaths } from './spec-contract';

export const historyQueries = {
  all: () => ['history'] as const,
  list: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => request<HistoryList>(specPaths.history, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  lastListened: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'last-listened'] as const,
      queryFn: ({ signal }) => request<HistoryList>(specPaths.lastListened, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  /** Where the player resumes (spec §4: stop_time from history). */
  ofEpisode: (podcastId: number) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'episode', podcastId] as const,
      queryFn: ({ signal }) =>
        request<HistoryItem>(specPaths.historyOf, { params: { podcast_id: podcastId }, auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
};

export function useClearHistory() {
  return useMutation({
    mutationFn: () => request<unknown>(specPaths.historyClear, { method: 'DELETE', auth: true }),
    meta: { invalidates: [historyQueries.all()] },
  });
}

export function useDeleteHistoryItem() {
  return useMutation({
    mutationFn: (id: number) =>
      request<unknown>(specPaths.historyDelete, { method: 'DELETE', params: { id }, auth: true }),
    meta: { invalidates: [historyQueries.all()] },
  });
}

export function useSaveStopTime() {
  return useMutation({
    mutationFn: ({ history_id, stop_time }: { history_id: number; stop_time: number }) =>
      request<unknown>(specPaths.historyStopTime, { params: { history_id }, json: { stop_time }, auth: true }),
    meta: { invalidates: [historyQueries.all()] },
  });
}

/** The player's playtime signal on leaving the page or changing route (spec §4). */
export function usePodcastSignal() {
  return useMutation({
    mutationFn: ({ podcast_id, stop_time }: { podcast_id: number; stop_time: number }) =>
      request<unknown>(specPaths.podcastSignal, {
        method: 'POST',
        query: { podcast_id, stop_time: Math.floor(stop_time) },
        auth: true,
      }),
    meta: { invalidates: [historyQueries.all()] },
  });
}
