import { paths } from '@podcast/contract';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueries, useProfile } from './account';
import {
  channelQueries,
  useDeleteChannel,
  useDeleteEpisode,
  useRegisterChannel,
  useUpdateChannel,
  useUpdateEpisode,
} from './channel';
import { ApiError, tokenStore } from './client';
import { episodeQueries } from './episodes';
import { mockDb, unauthorized } from './mocks/db';
import { podcasterProfile, profile, VALID_TOKEN } from './mocks/fixtures';
import { podcasterQueries } from './podcasters';
import { renderWithClient, server, testQueryClient, useMockServer } from './test-utils';

useMockServer();

// The signed-in user is podcaster 11 (ნინო), owner of every third fixture episode, unless a test says otherwise.
beforeEach(() => {
  mockDb.profile = structuredClone(podcasterProfile);
});

const ownIds = () => mockDb.episodes.filter((e) => e.created_by_id === 11).map((e) => e.id);
const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'არხი.jpg', { type: 'image/jpeg' });

/** What a handler received, for the assertions. */
interface Seen {
  method: string;
  url: URL;
  auth: string | null;
  form: Record<string, string | { name: string; size: number }>;
}

async function record(request: Request): Promise<Seen> {
  const form: Seen['form'] = {};
  if (request.headers.get('content-type')?.includes('multipart/form-data')) {
    for (const [key, value] of await request.formData()) {
      form[key] = typeof value === 'string' ? value : { name: value.name, size: value.size };
    }
  }
  return { method: request.method, url: new URL(request.url), auth: request.headers.get('Authorization'), form };
}

/** A client whose own-content queries hold data, so their invalidation can be observed. */
function clientWithOwnContent() {
  const client = testQueryClient();
  const keys: QueryKey[] = [
    accountQueries.profile().queryKey,
    podcasterQueries.detail(11).queryKey,
    episodeQueries.detail(1).queryKey,
    channelQueries.addedPodcasts().queryKey,
  ];
  for (const key of keys) client.setQueryData(key, {});
  const invalidated = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).length;
  return { client, invalidated, total: keys.length };
}

describe('added podcasts', () => {
  it('lists the signed-in podcaster’s own episodes with page_skip and stops at a short page', async () => {
    tokenStore.set(VALID_TOKEN);
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(paths.addedPodcasts)) urls.push(new URL(request.url));
    });
    const own = ownIds();
    expect(own.length).toBeGreaterThan(4);
    const limit = 4;
    const { result } = renderWithClient(() => useInfiniteQuery(channelQueries.addedPodcasts({ limit })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items).toHaveLength(limit);
    while (result.current.hasNextPage) {
      const loaded = result.current.data?.pages.length ?? 0;
      await act(() => result.current.fetchNextPage());
      await waitFor(() => expect(result.current.data?.pages.length).toBe(loaded + 1));
    }
    expect(result.current.data?.pages.flatMap((p) => p.items.map((e) => e.id))).toEqual(own);
    expect(result.current.data?.pageParams).toEqual(result.current.data?.pages.map((_, i) => i * limit));
    expect(urls.map((u) => u.searchParams.get('page_skip'))).toEqual(
      result.current.data?.pages.map((_, i) => String(i * limit)),
    );
    expect(urls.every((u) => u.searchParams.get('limit') === String(limit))).toBe(true);
    expect(channelQueries.addedPodcasts({ limit }).queryKey).toEqual(['added-podcasts', { limit }]);
  });

  it('does not ask without a token, and is private (dropped on a 401)', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(paths.addedPodcasts)) asked++;
    });
    const { result } = renderWithClient(() => useInfiniteQuery(channelQueries.addedPodcasts()));
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).toBe(0);
    expect(channelQueries.addedPodcasts().meta).toEqual({ private: true });

    tokenStore.set('revoked-token');
    const client = testQueryClient();
    const failed = await client.fetchInfiniteQuery(channelQueries.addedPodcasts()).catch((e: unknown) => e);
    expect((failed as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();
  });
  it('lists drafts too when asked (a filter of the key), with each episode’s publishing status', async () => {
    tokenStore.set(VALID_TOKEN);
    mockDb.drafts.set(500, {
      id: 500,
      created_by_id: 11,
      title: 'დაუსრულებელი ეპიზოდი',
      content: '',
      category_id: 2,
      status: 'uploading',
    });
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(paths.addedPodcasts)) urls.push(new URL(request.url));
    });
    const client = testQueryClient();
    const published = await client.fetchInfiniteQuery(channelQueries.addedPodcasts());
    expect(published.pages[0]?.items.every((e) => e.status === 'ready')).toBe(true);
    expect(published.pages[0]?.count).toBe(ownIds().length);
    const all = await client.fetchInfiniteQuery(channelQueries.addedPodcasts({ include_drafts: true }));
    expect(all.pages[0]?.items[0]).toMatchObject({ id: 500, status: 'uploading', file: null });
    expect(channelQueries.addedPodcasts({ include_drafts: true }).queryKey).toEqual([
      'added-podcasts',
      { limit: 20, include_drafts: true },
    ]);
    expect(urls.map((u) => u.searchParams.get('include_drafts'))).toEqual([null, 'true']);
  });
});

describe('channel', () => {
  it('a listener registers a channel and the profile reloads with it (the add-podcast screen’s step 1)', async () => {
    mockDb.profile = structuredClone(profile);
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({ register: useRegisterChannel(), session: useProfile() }));
    await waitFor(() => expect(result.current.session.profile?.channel).toBeNull());
    const answer = await act(() =>
      result.current.register.mutateAsync({ channel: 'ლუკას საუბრები', channel_description: '<p>ტექნოლოგიებზე</p>' }),
    );
    expect(answer.podcaster).toMatchObject({ id: profile.id, channel: 'ლუკას საუბრები', episode_count: 0 });
    await waitFor(() => expect(result.current.session.profile?.channel).toBe('ლუკას საუბრები'));
    const again = await act(() =>
      result.current.register.mutateAsync({ channel: 'მეორე არხი' }).catch((e: unknown) => e),
    );
    expect(again).toMatchObject({ status: 409 });
  });

  it('registers a channel: name, description and image as multipart (not the query string), bearer auth; own content invalidated', async () => {
    tokenStore.set(VALID_TOKEN);
    let seen: Seen | undefined;
    server.use(
      http.post(paths.registerChannel, async ({ request }) => {
        const denied = unauthorized(request);
        if (denied) return denied;
        seen = await record(request);
        return HttpResponse.json({ message: 'არხი შეიქმნა' }, { status: 201 });
      }),
    );
    const { client, invalidated, total } = clientWithOwnContent();
    const { result } = renderWithClient(() => useRegisterChannel(), { client });
    await act(() =>
      result.current.mutateAsync({ channel: 'ისტორიის გაკვეთილები', channel_description: 'ამბები', image: image() }),
    );
    expect(seen?.method).toBe('POST');
    expect(seen?.auth).toBe(`Bearer ${VALID_TOKEN}`);
    // A long Georgian HTML description would outgrow the request line: the fields travel in the body.
    expect([...(seen?.url.searchParams.keys() ?? [])]).toEqual([]);
    expect(seen?.form).toEqual({
      channel: 'ისტორიის გაკვეთილები',
      channel_description: 'ამბები',
      image: { name: 'არხი.jpg', size: 4 },
    });
    await waitFor(() => expect(invalidated()).toBe(total));
  });

  it('reports the server’s field errors of a refused registration and invalidates nothing', async () => {
    tokenStore.set(VALID_TOKEN);
    server.use(
      http.post(paths.registerChannel, () =>
        HttpResponse.json(
          { detail: 'არასწორი მონაცემები', errors: { channel: ['ასეთი არხი უკვე არსებობს'] } },
          { status: 400 },
        ),
      ),
    );
    const { client, invalidated } = clientWithOwnContent();
    const { result } = renderWithClient(() => useRegisterChannel(), { client });
    const error = await act(() =>
      result.current.mutateAsync({ channel: 'კოდის საუბრები', channel_description: '' }).catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('channel')).toBe('ასეთი არხი უკვე არსებობს');
    expect(invalidated()).toBe(0);
    expect(tokenStore.get()).toBe(VALID_TOKEN);
  });

  it('updates a channel with only the fields given (multipart) and invalidates own content', async () => {
    tokenStore.set(VALID_TOKEN);
    let seen: Seen | undefined;
    server.use(
      http.post(paths.updateChannel, async ({ request }) => {
        const denied = unauthorized(request);
        if (denied) return denied;
        seen = await record(request);
        return HttpResponse.json({ message: 'განახლდა' });
      }),
    );
    const { client, invalidated, total } = clientWithOwnContent();
    const { result } = renderWithClient(() => useUpdateChannel(), { client });
    await act(() => result.current.mutateAsync({ channel_description: 'ახალი აღწერა', channel: '' }));
    expect(seen?.auth).toBe(`Bearer ${VALID_TOKEN}`);
    expect(seen?.form).toEqual({ channel_description: 'ახალი აღწერა' });
    await waitFor(() => expect(invalidated()).toBe(total));
  });

  it('logs and rethrows a failed channel update', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(paths.updateChannel, () => HttpResponse.json({ detail: 'სერვერის შეცდომა' }, { status: 500 })),
    );
    const { result } = renderWithClient(() => useUpdateChannel());
    const error = await act(() => result.current.mutateAsync({ channel: 'x' }).catch((e: unknown) => e));
    expect((error as ApiError).status).toBe(500);
    expect(logged).toHaveBeenCalledWith('Channel update failed', error);
    logged.mockRestore();
  });

  it('deletes the channel with DELETE and bearer auth, invalidating own content', async () => {
    tokenStore.set(VALID_TOKEN);
    let seen: Seen | undefined;
    server.use(
      http.delete(paths.deleteChannel, async ({ request }) => {
        const denied = unauthorized(request);
        if (denied) return denied;
        seen = await record(request);
        return HttpResponse.json({ message: 'არხი წაიშალა' });
      }),
    );
    const { client, invalidated, total } = clientWithOwnContent();
    const { result } = renderWithClient(() => useDeleteChannel(), { client });
    await act(() => result.current.mutateAsync());
    expect(seen?.method).toBe('DELETE');
    expect(seen?.auth).toBe(`Bearer ${VALID_TOKEN}`);
    await waitFor(() => expect(invalidated()).toBe(total));
  });

  it('a 401 on delete clears the token and the private queries', async () => {
    tokenStore.set(VALID_TOKEN);
    const client = testQueryClient();
    await client.prefetchQuery(accountQueries.profile());
    expect(client.getQueryData(accountQueries.profile().queryKey)).toBeDefined();
    tokenStore.set('revoked-token');
    server.use(http.delete(paths.deleteChannel, ({ request }) => unauthorized(request)));
    const { result } = renderWithClient(() => useDeleteChannel(), { client });
    const error = await act(() => result.current.mutateAsync().catch((e: unknown) => e));
    expect((error as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    await waitFor(() => expect(client.getQueryData(accountQueries.profile().queryKey)).toBeUndefined());
  });
});

describe('own episodes', () => {
  it('updates an episode: podcast_id in the query, changed fields and image as multipart', async () => {
    tokenStore.set(VALID_TOKEN);
    let seen: Seen | undefined;
    server.use(
      http.post(paths.updateEpisode, async ({ request }) => {
        const denied = unauthorized(request);
        if (denied) return denied;
        seen = await record(request);
        return HttpResponse.json({ message: 'განახლდა' });
      }),
    );
    const { client, invalidated, total } = clientWithOwnContent();
    const { result } = renderWithClient(() => useUpdateEpisode(), { client });
    await act(() =>
      result.current.mutateAsync({ podcast_id: 7, title: 'ახალი სათაური', category_id: 3, image: image() }),
    );
    expect(seen?.url.searchParams.get('podcast_id')).toBe('7');
    expect(seen?.auth).toBe(`Bearer ${VALID_TOKEN}`);
    expect(seen?.form).toEqual({ title: 'ახალი სათაური', category_id: '3', image: { name: 'არხი.jpg', size: 4 } });
    await waitFor(() => expect(invalidated()).toBe(total));
  });

  it('logs and rethrows a failed episode update with the server’s detail', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(paths.updateEpisode, () => HttpResponse.json({ detail: 'პოდკასტი ვერ მოიძებნა' }, { status: 404 })),
    );
    const { client, invalidated } = clientWithOwnContent();
    const { result } = renderWithClient(() => useUpdateEpisode(), { client });
    const error = await act(() => result.current.mutateAsync({ podcast_id: 999, title: 'x' }).catch((e: unknown) => e));
    expect((error as ApiError).detail).toBe('პოდკასტი ვერ მოიძებნა');
    expect(logged).toHaveBeenCalledWith('Episode update failed', error);
    expect(invalidated()).toBe(0);
    logged.mockRestore();
  });

  it('deletes an episode by id and the added-podcasts list reloads without it', async () => {
    tokenStore.set(VALID_TOKEN);
    const own = ownIds();
    const victim = own[1] as number;
    const { result } = renderWithClient(() => ({
      list: useInfiniteQuery(channelQueries.addedPodcasts({ limit: 100 })),
      remove: useDeleteEpisode(),
    }));
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items.map((e) => e.id)).toEqual(own));
    await act(() => result.current.remove.mutateAsync(victim));
    await waitFor(() =>
      expect(result.current.list.data?.pages[0]?.items.map((e) => e.id)).toEqual(own.filter((id) => id !== victim)),
    );
    expect(mockDb.episodes.some((e) => e.id === victim)).toBe(false);
  });

  it('updates an own episode through the default handler and answers with it; someone else’s is refused', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      update: useUpdateEpisode(),
      detail: useQuery(episodeQueries.detail(1)),
    }));
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    const answer = await act(() =>
      result.current.update.mutateAsync({ podcast_id: 1, title: 'განახლებული სათაური', content: '' }),
    );
    expect(answer).toMatchObject({ message: 'ინფორმაცია წარმატებით შეიცვალა', podcast: { id: 1, status: 'ready' } });
    expect(answer.podcast.title).toBe('განახლებული სათაური');
    expect(answer.podcast.content).toBe(mockDb.episodes.find((e) => e.id === 1)?.content);
    await waitFor(() => expect(result.current.detail.data?.title).toBe('განახლებული სათაური'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await act(() =>
      result.current.update.mutateAsync({ podcast_id: 2, title: 'x' }).catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({ status: 403 });
    logged.mockRestore();
  });
});
