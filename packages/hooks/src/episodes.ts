import { type Episode, type EpisodeList, type EpisodeListQuery, paths, type SearchResult } from '@podcast/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from './client';
import { compact, DEFAULT_LIMIT, idList, pageSkipPaging } from './pagination';

/** Every list filter of spec §7 (sort, category, duration, owner, exclusions) and the page size. */
export interface EpisodeFilters
  extends Pick<EpisodeListQuery, 'hits' | 'category_id' | 'published' | 'created_by_id' | 'video_length_seconds'> {
  category_id__in?: readonly number[];
  exclude_ids?: readonly number[];
  limit?: number;
}

/** The filters as they appear in a query key: no undefined entries, id lists sorted, limit explicit. */
export function episodeFilterKey(filters: EpisodeFilters = {}) {
  return compact({
    hits: filters.hits,
    category_id: filters.category_id,
    category_id__in: idList(filters.category_id__in),
    exclude_ids: idList(filters.exclude_ids),
    published: filters.published,
    created_by_id: filters.created_by_id,
    video_length_seconds: filters.video_length_seconds,
    limit: filters.limit ?? DEFAULT_LIMIT,
  });
}

/** Search suggestions (spec §5, §9). */
export const SUGGEST_MIN_LENGTH = 3;
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_LIMIT = 5;

export const episodeQueries = {
  all: () => ['episodes'] as const,
  lists: () => [...episodeQueries.all(), 'list'] as const,
  /** Filters are part of the key, so changing one starts again from page_skip 0. */
  list: (filters: EpisodeFilters = {}) => {
    const key = episodeFilterKey(filters);
    return infiniteQueryOptions({
      queryKey: [...episodeQueries.lists(), key] as const,
      queryFn: ({ pageParam, signal }) =>
        request<EpisodeList>(paths.podcasts, {
          query: { ...key, page_skip: pageParam, is_scrolling: pageParam > 0 ? true : undefined },
          signal,
        }),
      ...pageSkipPaging((page: EpisodeList) => page.items, key.limit),
    });
  },
  details: () => [...episodeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...episodeQueries.details(), id] as const,
      queryFn: ({ signal }) => request<Episode>(paths.podcast, { params: { id }, signal }),
    }),
  searches: () => [...episodeQueries.all(), 'search'] as const,
  search: (q: string, filters: EpisodeFilters = {}) => {
    const key = { q: q.trim(), ...episodeFilterKey(filters) };
    return infiniteQueryOptions({
      queryKey: [...episodeQueries.searches(), key] as const,
      queryFn: ({ pageParam, signal }) =>
        request<SearchResult>(paths.search, { query: { ...key, page_skip: pageParam }, signal }),
      ...pageSkipPaging((page: SearchResult) => page.result, key.limit),
      enabled: key.q.length > 0,
    });
  },
  suggestions: (q: string, limit = SUGGEST_LIMIT) =>
    queryOptions({
      queryKey: [...episodeQueries.all(), 'suggestions', { q: q.trim(), limit }] as const,
      queryFn: ({ signal }) => request<SearchResult>(paths.search, { query: { q: q.trim(), limit }, signal }),
      enabled: q.trim().length >= SUGGEST_MIN_LENGTH,
      staleTime: 5 * 60_000,
    }),
};

/** `value` once it has not changed for `delayMs`; `initial` until then. */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Suggestions for the search box: asks only above 2 characters, after 200 ms without typing.
 * A request whose text is no longer current is aborted (its query loses its last observer and
 * the fetch consumed the abort signal).
 */
export function useSearchSuggestions(text: string, options: { limit?: number; debounceMs?: number } = {}) {
  const debounced = useDebouncedValue(text.trim(), options.debounceMs ?? SUGGEST_DEBOUNCE_MS, '');
  const active = debounced.length >= SUGGEST_MIN_LENGTH && text.trim().length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({
    ...episodeQueries.suggestions(debounced, options.limit),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    suggestions: active ? (query.data?.result ?? []) : [],
    /** True while the typed text waits for its debounce. */
    isDebouncing: text.trim() !== debounced,
  };
}
