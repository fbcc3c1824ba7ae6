import { type Category, type CategoryList, paths } from '@podcast/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from './client';

export const categoryQueries = {
  all: () => ['categories'] as const,
  list: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => request<CategoryList>(paths.categories, { signal }),
      staleTime: 10 * 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => request<Category>(paths.category, { params: { id }, signal }),
      staleTime: 10 * 60_000,
    }),
};
