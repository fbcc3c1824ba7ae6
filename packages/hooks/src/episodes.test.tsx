import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoryQueries } from './categories';
import { type EpisodeFilters, episodeQueries } from './episodes';
import { navigationQueries } from './navigation';
import { podcasterQueries } from './podcasters';
import { renderWithClient, server, useMockServer } from './test-utils';

useMockServer();

/** Query strings of every request to `path`, in order. */
function recordRequests(path: string) {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

describe('episodeQueries keys', () => {
  it('nests every level under the resource key', () => {
    expect(episodeQueries.all()).toEqual(['episodes']);
    expect(episodeQueries.lists()).toEqual(['episodes', 'list']);
    expect(episodeQueries.detail(7).queryKey).toEqual(['episodes', 'detail', 7]);
    expect(episodeQueries.list().queryKey).toEqual(['episodes', 'list', { limit: 20 }]);
  });

  it('puts every filter of spec §7 in the key, normalised', () => {
    const filters: EpisodeFilters = {
      hits: 'down',
      category_id: 2,
      category_id__in: [3, 1, 3],
      exclude_ids: [9, 4],
      published: 'desc',
      created_by_id: 11,
      video_length_seconds: 2,
      limit: 10,
    };
    expect(episodeQueries.list(filters).queryKey).toEqual([
      'episodes',
      'list',
      {
        hits: 'down',
        category_id: 2,
        category_id__in: [1, 3],
        exclude_ids: [4, 9],
        published: 'desc',
        created_by_id: 11,
        video_length_seconds: 2,
        limit: 10,
      },
    ]);
    // An unset filter and a missing one are the same list; a different filter is another list.
    expect(episodeQueries.list({ hits: undefined, exclude_ids: [] }).queryKey).toEqual(episodeQueries.list().queryKey);
    expect(episodeQueries.list({ video_length_seconds: 1 }).queryKey).not.toEqual(
      episodeQueries.list({ video_length_seconds: 3 }).queryKey,
    );
    expect(episodeQueries.search('ისტორია', { category_id: 1 }).queryKey).toEqual([
      'episodes',
      'search',
      { q: 'ისტორია', category_id: 1, limit: 20 },
    ]);
  });
});

describe('episode list', () => {
  it('sends the filters and pages with page_skip = items loaded, stopping at a short page', async () => {
    const seen = recordRequests('/api/podcasts/');
    const { result } = renderWithClient(() => useInfiniteQuery(episodeQueries.list({ hits: 'down' })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items).toHaveLength(20);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.data?.pages[2]?.items).toHaveLength(5);
    expect(result.current.hasNextPage).toBe(false);

    expect(seen.map((q) => q.get('page_skip'))).toEqual(['0', '20', '40']);
    expect(seen.map((q) => q.get('is_scrolling'))).toEqual([null, 'true', 'true']);
    expect(seen.every((q) => q.get('hits') === 'down' && q.get('limit') === '20')).toBe(true);
    const ids = result.current.data?.pages.flatMap((p) => p.items.map((e) => e.id)) ?? [];
    expect(new Set(ids).size).toBe(45);
  });

  it('stops after one page when it comes back short of the limit', async () => {
    const { result } = renderWithClient(() => useInfiniteQuery(episodeQueries.list({ created_by_id: 13 })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items).toHaveLength(15);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('refetches from page_skip 0 when a filter changes', async () => {
    const seen = recordRequests('/api/podcasts/');
    const { result, rerender } = renderWithClient(
      (filters: EpisodeFilters) => useInfiniteQuery(episodeQueries.list(filters)),
      {
        initialProps: { hits: 'down' } as EpisodeFilters,
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(seen).toHaveLength(2));

    expect(seen[1]?.get('page_skip')).toBe('20');

    rerender({ category_id: 1, video_length_seconds: 3, category_id__in: [2, 1], exclude_ids: [1, 5] });
    await waitFor(() => expect(seen).toHaveLength(3));
    const last = seen[2];
    expect(last?.get('page_skip')).toBe('0');
    expect(last?.get('video_length_seconds')).toBe('3');
    expect(last?.getAll('category_id__in')).toEqual(['1', '2']);
    expect(last?.getAll('exclude_ids')).toEqual(['1', '5']);
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    for (const episode of result.current.data?.pages[0]?.items ?? []) {
      expect(episode.video_length_seconds).toBeGreaterThan(900);
      expect(episode.category_id).toBe(1);
      expect([1, 5]).not.toContain(episode.id);
    }
  });

  it('loads one episode and surfaces a 404 as ApiError', async () => {
    const { result } = renderWithClient(() => ({
      ok: useQuery(episodeQueries.detail(3)),
      missing: useQuery(episodeQueries.detail(999)),
    }));
    await waitFor(() => expect(result.current.ok.isSuccess).toBe(true));
    expect(result.current.ok.data?.title).toContain('რუსთაველის თეატრის');
    await waitFor(() => expect(result.current.missing.isError).toBe(true));
    expect(result.current.missing.error).toMatchObject({ status: 404, detail: 'პოდკასტი ვერ მოიძებნა' });
  });
});

describe('search', () => {
  it('sends q with the filters and pages through result', async () => {
    const seen = recordRequests('/api/search/');
    const { result } = renderWithClient(() =>
      useInfiniteQuery(episodeQueries.search(' კვანტური ', { published: 'asc' })),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen[0]?.get('q')).toBe('კვანტური');
    expect(seen[0]?.get('published')).toBe('asc');
    const found = result.current.data?.pages[0]?.result ?? [];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.title.includes('კვანტური'))).toBe(true);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('does not search for empty text', async () => {
    const seen = recordRequests('/api/search/');
    const { result } = renderWithClient(() => useInfiniteQuery(episodeQueries.search('   ')));
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen).toHaveLength(0);
  });
});

describe('other content factories', () => {
  it('load menus, nav bar, blocks, author blocks, static pages and categories', async () => {
    const { result } = renderWithClient(() => ({
      menus: useQuery(navigationQueries.menus()),
      nav: useQuery(navigationQueries.navBar()),
      blocks: useQuery(navigationQueries.blocks()),
      authors: useQuery(navigationQueries.authorBlocks()),
      pages: useQuery(navigationQueries.staticPages()),
      page: useQuery(navigationQueries.staticPage(2)),
      categories: useQuery(categoryQueries.list()),
      category: useQuery(categoryQueries.detail(3)),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    expect(result.current.menus.data?.items[0]?.title).toBe('მთავარი');
    expect(result.current.nav.data?.items.map((i) => i.type)).toEqual(['block', 'category']);
    expect(result.current.blocks.data?.items[0]?.podcasts).toHaveLength(4);
    expect(result.current.authors.data?.items[0]?.author).toHaveLength(3);
    expect(result.current.pages.data?.map((p) => p.kind)).toEqual(['policy', 'terms', 'podcaster_offer']);
    expect(result.current.page.data?.title).toBe('წესები და პირობები');
    expect(result.current.categories.data?.items).toHaveLength(4);
    expect(result.current.category.data?.title).toBe('კულტურა');
    expect(navigationQueries.staticPage(2).queryKey).toEqual(['navigation', 'static-pages', 2]);
  });

  it('sends the static page id in the path and as static_page_id', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/static_page/'))
        seen.push(new URL(request.url).pathname + new URL(request.url).search);
    });
    const { result } = renderWithClient(() => useQuery(navigationQueries.staticPage(3)));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen).toEqual(['/api/static_page/3?static_page_id=3']);
  });

  it('pages podcasters with repeated exclude_ids', async () => {
    const seen = recordRequests('/api/podcasters/');
    const { result } = renderWithClient(() => ({
      list: useInfiniteQuery(podcasterQueries.list({ exclude_ids: [12, 11], limit: 2 })),
      one: useQuery(podcasterQueries.detail(13)),
    }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.one.isSuccess).toBe(true));
    expect(seen[0]?.getAll('exclude_ids')).toEqual(['11', '12']);
    expect(result.current.list.data?.pages[0]?.items.map((p) => p.id)).toEqual([13]);
    expect(result.current.list.hasNextPage).toBe(false);
    expect(result.current.one.data?.channel).toBe('თეატრალური საღამოები');
    expect(podcasterQueries.list({ exclude_ids: [12, 11], limit: 2 }).queryKey).toEqual([
      'podcasters',
      'list',
      { exclude_ids: [11, 12], limit: 2 },
    ]);
  });

  it('reports a server error on a list', async () => {
    server.use(http.get('/api/categories/', () => HttpResponse.json({ detail: 'სერვერის შეცდომა' }, { status: 503 })));
    const { result } = renderWithClient(() => useQuery(categoryQueries.list()));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 503, detail: 'სერვერის შეცდომა' });
  });
});
