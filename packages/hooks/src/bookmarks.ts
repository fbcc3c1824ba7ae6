import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthToken } from './account';
import { hasToken, request } from './client';
import { type Bookmark, type BookmarkList, specPaths } from './spec-contract';

export const bookmarkQueries = {
  all: () => ['bookmarks'] as const,
  list: () =>
    queryOptions({
      queryKey: [...bookmarkQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => request<BookmarkList>(specPaths.bookmarks, { auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
};

export interface BookmarkToggle {
  podcast_id: number;
  /** Whether the episode is saved now; the toggle does the opposite. */
  saved: boolean;
}

/**
 * Save toggle (spec §4): removes the episode if it is in the bookmark list, else adds it. The
 * list changes at once and is rolled back if the call fails; on success it is reloaded.
 */
export function useBookmarkToggle() {
  const queryClient = useQueryClient();
  const token = useAuthToken();
  const { queryKey } = bookmarkQueries.list();
  const bookmarks = useQuery({ ...bookmarkQueries.list(), enabled: token !== null });
  const mutation = useMutation({
    mutationFn: ({ podcast_id, saved }: BookmarkToggle) =>
      saved
        ? request<unknown>(specPaths.bookmarkDelete, { method: 'DELETE', query: { podcast_id }, auth: true })
        : request<unknown>(specPaths.bookmarkAdd, { method: 'POST', query: { podcast_id }, auth: true }),
    onMutate: async ({ podcast_id, saved }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old: BookmarkList | undefined) => {
        const items = old?.items ?? [];
        const next: Bookmark[] = saved
          ? items.filter((b) => b.podcast_id !== podcast_id)
          : [...items, { id: -podcast_id, podcast_id }];
        return { ...old, items: next };
      });
      return { previous };
    },
    onError: (error, _variables, context) => {
      console.error('Bookmark toggle failed', error);
      queryClient.setQueryData(queryKey, context?.previous);
    },
    meta: { invalidates: [bookmarkQueries.all()] },
  });
  const isSaved = (podcastId: number) => bookmarks.data?.items.some((b) => b.podcast_id === podcastId) ?? false;
  return {
    ...mutation,
    bookmarks,
    isSaved,
    toggle: (podcastId: number) => mutation.mutateAsync({ podcast_id: podcastId, saved: isSaved(podcastId) }),
  };
}
