import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bookmarkQueries, useBookmarkToggle } from './bookmarks';
import { tokenStore } from './client';
import { historyQueries, useClearHistory, usePodcastSignal } from './history';
import { mockDb } from './mocks/db';
import { VALID_TOKEN } from './mocks/fixtures';
import { notificationQueries, useDeleteNotification } from './notifications';
import { ratingStorageKey, useRating } from './rating';
import { specPaths } from './spec-contract';
import { statisticsQueries } from './statistics';
import { useSubscribeToggle } from './subscriptions';
import { renderWithClient, server, useMockServer } from './test-utils';

useMockServer();

/** A promise the test resolves by hand, so a handler answers exactly when the test says. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const savedIds = (data: { items: { podcast_id: number }[] } | undefined) => data?.items.map((b) => b.podcast_id).sort();

describe('save toggle', () => {
  it('adds an unsaved episode at once, then reloads the list', async () => {
    tokenStore.set(VALID_TOKEN);
    const answer = gate();
    server.use(
      http.post(specPaths.bookmarkAdd, async ({ request }) => {
        await answer.opened;
        mockDb.bookmarks.add(Number(new URL(request.url).searchParams.get('podcast_id')));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { result, client } = renderWithClient(() => useBookmarkToggle());
    await waitFor(() => expect(result.current.bookmarks.isSuccess).toBe(true));
    expect(result.current.isSaved(9)).toBe(false);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.toggle(9);
    });
    await waitFor(() => expect(result.current.isSaved(9)).toBe(true)); // before the server answered
    expect(mockDb.bookmarks.has(9)).toBe(false);
    answer.open();
    await act(() => pending);
    expect(mockDb.bookmarks.has(9)).toBe(true);
    expect(savedIds(client.getQueryData(bookmarkQueries.list().queryKey))).toEqual([2, 5, 9]);
  });

  it('removes a saved episode and rolls back when the call fails', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = gate();
    server.use(
      http.delete(specPaths.bookmarkDelete, async () => {
        await answer.opened;
        return HttpResponse.json({ detail: 'სერვერის შეცდომა' }, { status: 500 });
      }),
    );
    const { result } = renderWithClient(() => useBookmarkToggle());
    await waitFor(() => expect(result.current.isSaved(5)).toBe(true));
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.toggle(5).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isSaved(5)).toBe(false)); // optimistic
    answer.open();
    await act(() => pending);
    // Observers hear of cache changes on a later tick, hence waitFor.
    await waitFor(() => expect(result.current.isSaved(5)).toBe(true)); // rolled back
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500 }));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('subscribe toggle', () => {
  const channel = { channel_id: 12, channel_name: 'მეცნიერება ყველასთვის', alias: 'giorgi-kapanadze' };

  it('subscribes with a bearer and a JSON body, reflecting it at once', async () => {
    tokenStore.set(VALID_TOKEN);
    let body: unknown;
    let auth: string | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/subscribe/')) {
        auth = request.headers.get('Authorization');
        body = await request.clone().json();
      }
    });
    const answer = gate();
    server.use(
      http.post(specPaths.subscribe, async () => {
        await answer.opened;
        return undefined; // then the default handler answers
      }),
    );
    const { result } = renderWithClient(() => useSubscribeToggle());
    await waitFor(() => expect(result.current.isSubscribed(11)).toBe(true));
    expect(result.current.isSubscribed(12)).toBe(false);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.toggle(channel);
    });
    await waitFor(() => expect(result.current.isSubscribed(12)).toBe(true));
    expect(mockDb.profile.subscribed_channels.map((c) => c.id)).toEqual([11]);
    answer.open();
    await act(() => pending);
    expect(auth).toBe(`Bearer ${VALID_TOKEN}`);
    expect(body).toEqual(channel);
    expect(mockDb.profile.subscribed_channels.map((c) => c.id)).toEqual([11, 12]);
  });

  it('rolls the profile back when unsubscribing fails', async () => {
    tokenStore.set(VALID_TOKEN);
    const answer = gate();
    server.use(
      http.post(specPaths.unsubscribe, async () => {
        await answer.opened;
        return HttpResponse.json({ detail: 'ვერ მოხერხდა' }, { status: 500 });
      }),
    );
    const { result } = renderWithClient(() => useSubscribeToggle());
    await waitFor(() => expect(result.current.isSubscribed(11)).toBe(true));
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current
        .toggle({ channel_id: 11, channel_name: 'ისტორიის გაკვეთილები', alias: 'nino-beridze' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isSubscribed(11)).toBe(false));
    answer.open();
    await act(() => pending);
    await waitFor(() => expect(result.current.isSubscribed(11)).toBe(true));
  });
});

describe('rating', () => {
  it('stores the rating locally per channel id and sends it', async () => {
    tokenStore.set(VALID_TOKEN);
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/podcaster/13/rate/')) sent = await request.clone().json();
    });
    const { result } = renderWithClient(() => ({ a: useRating(13), b: useRating(12) }));
    expect(result.current.a.rating).toBeNull();
    await act(() => result.current.a.rate(4));
    expect(localStorage.getItem(ratingStorageKey(13))).toBe('4');
    expect(result.current.a.rating).toBe(4);
    expect(result.current.b.rating).toBeNull();
    expect(sent).toEqual({ rating: 4 });
    await expect(result.current.a.rate(6)).rejects.toThrow(RangeError);
    expect(result.current.a.rating).toBe(4);
  });
});

describe('history, notifications, statistics', () => {
  it('loads history and clears it, refetching the list', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      list: useQuery(historyQueries.list()),
      resume: useQuery(historyQueries.ofEpisode(7)),
      clear: useClearHistory(),
      signal: usePodcastSignal(),
    }));
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(2));
    await waitFor(() => expect(result.current.resume.data?.stop_time).toBe(940));
    await act(() => result.current.signal.mutateAsync({ podcast_id: 7, stop_time: 1000.7 }));
    await waitFor(() => expect(result.current.resume.data?.stop_time).toBe(1000));
    await act(() => result.current.clear.mutateAsync());
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(0));
  });

  it('pages notifications to the end and refetches after a delete', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      list: useInfiniteQuery(notificationQueries.list(10)),
      remove: useDeleteNotification(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    // Reading data now subscribes the hook to it (tracked result properties).
    expect(result.current.list.data?.pages).toHaveLength(1);
    await act(() => result.current.list.fetchNextPage());
    await act(() => result.current.list.fetchNextPage());
    await waitFor(() => expect(result.current.list.data?.pages.map((p) => p.items.length)).toEqual([10, 10, 3]));
    expect(result.current.list.hasNextPage).toBe(false);
    expect(result.current.list.data?.pages[0]?.items[0]?.message).toContain('ნინო ბერიძემ');
    await act(() => result.current.remove.mutateAsync(1));
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items[0]?.id).toBe(2));
  });

  it('loads the four statistics and, on a 401, clears the token without asking again', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      total: useQuery(statisticsQueries.totalWatchTime()),
      top: useQuery(statisticsQueries.topPodcasts()),
      day: useQuery(statisticsQueries.byDay()),
      month: useQuery(statisticsQueries.lastMonth()),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    expect(result.current.total.data?.formatted_time).toBe('1:30:00');
    expect(result.current.top.data?.items).toHaveLength(5);
    expect(result.current.day.data?.time_by_day.ორშაბათი?.total_hours).toBe(2);
    expect(result.current.month.data?.time_by_day['2025-05-01']?.hours).toBe(1.5);

    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(specPaths.totalWatchTime)) asked++;
    });
    tokenStore.set('expired-token-123');
    const second = renderWithClient(() => useQuery(statisticsQueries.totalWatchTime()));
    expect(second.result.current.data).toBeUndefined();
    expect(second.result.current.fetchStatus).toBe('fetching');
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(second.result.current.fetchStatus).toBe('idle');
    expect(asked).toBe(1); // no refetch loop once the token is gone

    // A query that needs a token does not even ask without one.
    const third = renderWithClient(() => useQuery(statisticsQueries.byDay()));
    await new Promise((r) => setTimeout(r, 50));
    expect(third.result.current.fetchStatus).toBe('idle');
    expect(third.result.current.data).toBeUndefined();
  });
});
