import { type Podcaster, type PodcasterList, paths } from '@podcast/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from './client';
import { compact, DEFAULT_LIMIT, idList, pageSkipPaging } from './pagination';

export interface PodcasterFilters {
  exclude_ids?: readonly number[];
  limit?: number;
}

export const podcasterQueries = {
  all: () => ['podcasters'] as const,
  lists: () => [...podcasterQueries.all(), 'list'] as const,
  list: (filters: PodcasterFilters = {}) => {
    const key = compact({ exclude_ids: idList(filters.exclude_ids), limit: filters.limit ?? DEFAULT_LIMIT });
    return infiniteQueryOptions({
      queryKey: [...podcasterQueries.lists(), key] as const,
      queryFn: ({ pageParam, signal }) =>
        request<PodcasterList>(paths.podcasters, { query: { ...key, page_skip: pageParam }, signal }),
      ...pageSkipPaging((page: PodcasterList) => page.items, key.limit),
    });
  },
  detail: (id: number) =>
    queryOptions({
      queryKey: [...podcasterQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => request<Podcaster>(paths.podcaster, { params: { id }, signal }),
    }),
};
