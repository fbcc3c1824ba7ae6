import {
  type AuthorBlockList,
  type BlockList,
  type Menus,
  type NavBar,
  paths,
  type StaticPage,
  type StaticPageList,
} from '@podcast/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from './client';

/** Site chrome and editorial content: menus, nav bar, home blocks, author blocks, static pages. */
export const navigationQueries = {
  all: () => ['navigation'] as const,
  menus: () =>
    queryOptions({
      queryKey: [...navigationQueries.all(), 'menus'] as const,
      queryFn: ({ signal }) => request<Menus>(paths.menus, { signal }),
      staleTime: 10 * 60_000,
    }),
  navBar: () =>
    queryOptions({
      queryKey: [...navigationQueries.all(), 'nav-bar'] as const,
      queryFn: ({ signal }) => request<NavBar>(paths.navBar, { signal }),
      staleTime: 10 * 60_000,
    }),
  blocks: () =>
    queryOptions({
      queryKey: [...navigationQueries.all(), 'blocks'] as const,
      queryFn: ({ signal }) => request<BlockList>(paths.blocks, { signal }),
    }),
  authorBlocks: () =>
    queryOptions({
      queryKey: [...navigationQueries.all(), 'author-blocks'] as const,
      queryFn: ({ signal }) => request<AuthorBlockList>(paths.authorBlocks, { signal }),
    }),
  staticPages: () =>
    queryOptions({
      queryKey: [...navigationQueries.all(), 'static-pages'] as const,
      queryFn: ({ signal }) => request<StaticPageList>(paths.staticPages, { signal }),
      staleTime: 60 * 60_000,
    }),
  staticPage: (id: number) =>
    queryOptions({
      queryKey: [...navigationQueries.all(), 'static-pages', id] as const,
      queryFn: ({ signal }) =>
        request<StaticPage>(paths.staticPage, { params: { id }, query: { static_page_id: id }, signal }),
      staleTime: 60 * 60_000,
    }),
};
