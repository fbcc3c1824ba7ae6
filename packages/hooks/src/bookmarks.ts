import { type Bookmark, type BookmarkList, type BookmarkResponse, type Episode, paths } from '@podcast/contract';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthToken } from './account';
import { hasToken, request } from './client';
import { episodeQueries } from './episodes';

export const bookmarkQueries = {
  all: () => ['bookmarks'] as const,
  /** The saved episodes, most recently saved first, with the whole episode each. */
  list: () =>
    queryOptions({
      queryKey: [...bookmarkQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => request<BookmarkList>(paths.bookmarks, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
};

export interface BookmarkToggle {
  podcast_id: number;
  /** Whether the episode is saved now; the toggle does the opposite. */
  saved: boolean;
  /** The episode itself, so a new bookmark shows in the saved list before the server answers. */
  episode?: Episode | undefined;
}

const toggleKey = [...bookmarkQueries.all(), 'toggle'] as const;

/**
 * Save toggle (spec §4): removes the episode if it is in the bookmark list, else adds it, then
 * reloads the list. `isSaved` answers from the toggles still running (in any component) before
 * the list, so the icon flips at once; the list itself loses a removed episode at once and gains
 * an added one when its episode is known. A failure rolls the list back and is logged (spec §8).
 * Toggles run one after another, so the server sees them in the order they were clicked.
 */
export function useBookmarkToggle() {
  const queryClient = useQueryClient();
  const token = useAuthToken();
  const { queryKey } = bookmarkQueries.list();
  const bookmarks = useQuery({ ...bookmarkQueries.list(), enabled: token !== null });
  const running = useMutationState({
    filters: { mutationKey: toggleKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as BookmarkToggle,
  });
  const mutation = useMutation({
    mutationKey: toggleKey,
    scope: { id: 'bookmark-toggle' },
    mutationFn: ({ podcast_id, saved }: BookmarkToggle) =>
      request<BookmarkResponse>(saved ? paths.bookmarkDelete : paths.bookmarkAdd, {
        method: saved ? 'DELETE' : 'POST',
        query: { podcast_id },
        auth: true,
      }),
    onMutate: async ({ podcast_id, saved, episode }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const known = episode ?? queryClient.getQueryData(episodeQueries.detail(podcast_id).queryKey);
      queryClient.setQueryData(queryKey, (old) => {
        if (!old) return old;
        const rest = old.items.filter((b) => b.podcast_id !== podcast_id);
        if (saved) return { items: rest, count: rest.length };
        if (!known) return old;
        const added: Bookmark = { id: podcast_id, podcast_id, created_at: new Date().toISOString(), podcast: known };
        return { items: [added, ...rest], count: rest.length + 1 };
      });
      return { previous };
    },
    onError: (error, _variables, context) => {
      console.error('Bookmark toggle failed', error);
      queryClient.setQueryData(queryKey, context?.previous);
    },
    meta: { invalidates: [bookmarkQueries.all()] },
  });
  const isSaved = (podcastId: number) => {
    const latest = running.findLast((toggle) => toggle?.podcast_id === podcastId);
    if (latest) return !latest.saved;
    return bookmarks.data?.items.some((b) => b.podcast_id === podcastId) ?? false;
  };
  return {
    ...mutation,
    bookmarks,
    isSaved,
    /** Saves or removes an episode; pass the episode (not only its id) to show a save in the list at once. */
    toggle: (target: number | Episode) => {
      const podcastId = typeof target === 'number' ? target : target.id;
      return mutation.mutateAsync({
        podcast_id: podcastId,
        saved: isSaved(podcastId),
        episode: typeof target === 'number' ? undefined : target,
      });
    },
  };
}
