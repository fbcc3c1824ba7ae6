import {
  type ClearResponse,
  type HistoryItem,
  type HistoryList,
  type HistoryPosition,
  type MessageResponse,
  paths,
  type SignalResponse,
} from '@podcast/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthToken } from './account';
import { hasToken, isApiError, request } from './client';
import { statisticsQueries } from './statistics';

export const historyQueries = {
  all: () => ['history'] as const,
  /** The listening history, most recent first, each with the episode and its progress in percent. */
  list: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => request<HistoryList>(paths.history, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  /** The home page's last-listened row: 8 episodes, one row each (spec §2). */
  lastListened: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'last-listened'] as const,
      queryFn: ({ signal }) => request<HistoryList>(paths.lastListened, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
  episodes: () => [...historyQueries.all(), 'episode'] as const,
  /**
   * Where the player resumes (spec §4: stop_time from history). `null` when the episode was never
   * played: the server answers 404 then, which is no error here.
   */
  ofEpisode: (podcastId: number) =>
    queryOptions({
      queryKey: [...historyQueries.episodes(), podcastId] as const,
      queryFn: async ({ signal }): Promise<HistoryItem | null> => {
        try {
          return await request<HistoryItem>(paths.historyOf, { params: { podcast_id: podcastId }, auth: true, signal });
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }
      },
      meta: { private: true },
      enabled: hasToken,
    }),
};

/**
 * The second to start an episode at: its history stop_time, 0 when it was never played or nobody
 * is signed in. `isPending` stays true while a signed-in user's position is still loading.
 */
export function useResumePosition(podcastId: number) {
  const token = useAuthToken();
  const query = useQuery({ ...historyQueries.ofEpisode(podcastId), enabled: token !== null });
  return {
    ...query,
    isPending: token !== null && query.isPending,
    stopTime: token !== null ? (query.data?.stop_time ?? 0) : 0,
  };
}

/** Every history read except the per-episode positions, and the statistics a signal changes. */
const afterListening = [
  historyQueries.list().queryKey,
  historyQueries.lastListened().queryKey,
  statisticsQueries.all(),
];

export function useClearHistory() {
  return useMutation({
    mutationFn: () => request<ClearResponse>(paths.historyClear, { method: 'DELETE', auth: true }),
    meta: { invalidates: [historyQueries.all()] },
  });
}

/** Deletes one history row by its (history) id. */
export function useDeleteHistoryItem() {
  return useMutation({
    mutationFn: (id: number) =>
      request<MessageResponse>(paths.historyDelete, { method: 'DELETE', params: { id }, auth: true }),
    meta: { invalidates: [historyQueries.all()] },
  });
}

/** Stores where the player stopped in a history row; credits no listening time (signals do). */
export function useSaveStopTime() {
  return useMutation({
    mutationFn: ({ history_id, stop_time }: { history_id: number; stop_time: number }) =>
      request<HistoryPosition>(paths.historyStopTime, {
        params: { history_id },
        json: { stop_time: Math.max(0, Math.floor(stop_time)) },
        auth: true,
      }),
    meta: { invalidates: [historyQueries.all()] },
  });
}

export interface PodcastSignal {
  podcast_id: number;
  /** The playback position in seconds; fractions are cut off. */
  stop_time: number;
  /** Let the request outlive the page (the signal sent on `pagehide`). */
  keepalive?: boolean;
}

/**
 * One listening signal (spec §4, §7 get_podcast_signal): the server moves the history position
 * there and credits the listening time since the episode's previous signal, never more than the
 * clock allows. The cached resume position of the episode is updated from the answer rather than
 * refetched, so a playing episode does not reload its own starting point; history lists and
 * statistics are invalidated.
 */
export function usePodcastSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ podcast_id, stop_time, keepalive }: PodcastSignal) =>
      request<SignalResponse>(paths.podcastSignal, {
        method: 'POST',
        query: { podcast_id, stop_time: Math.max(0, Math.floor(stop_time)) },
        auth: true,
        keepalive: keepalive ?? false,
      }),
    onSuccess: (answer) => {
      const { queryKey } = historyQueries.ofEpisode(answer.podcast_id);
      if (queryClient.getQueryData(queryKey)) {
        queryClient.setQueryData(queryKey, (old) =>
          old
            ? {
                ...old,
                stop_time: answer.stop_time,
                progress: answer.progress,
                podcast: { ...old.podcast, progress: answer.progress },
              }
            : old,
        );
      } else {
        // Never played before (cached null) or not cached: there is a history row now.
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
    // Also after the component that sent it is gone (the signal on leaving a route).
    onError: (error) => console.warn('Listening signal failed', error),
    meta: { invalidates: afterListening },
  });
}
