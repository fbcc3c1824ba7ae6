import { paths, weekdays } from '@podcast/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bookmarkQueries, useBookmarkToggle } from './bookmarks';
import { tokenStore } from './client';
import {
  historyQueries,
  useClearHistory,
  useDeleteHistoryItem,
  usePodcastSignal,
  useResumePosition,
  useSaveStopTime,
} from './history';
import { mockDb } from './mocks/db';
import { episodes, MOCK_TODAY, VALID_TOKEN } from './mocks/fixtures';
import { notificationQueries, useDeleteNotification } from './notifications';
import { podcasterQueries } from './podcasters';
import { ratingStorageKey, useRating } from './rating';
import { statisticsQueries } from './statistics';
import { useSubscribeToggle } from './subscriptions';
import { renderWithClient, server, testQueryClient, useMockServer } from './test-utils';

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
      http.post(paths.bookmarkAdd, async () => {
        await answer.opened;
        return undefined; // then the default handler answers
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
      http.delete(paths.bookmarkDelete, async () => {
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

  it('shows a save in the saved list at once when given the episode, newest first', async () => {
    tokenStore.set(VALID_TOKEN);
    const answer = gate();
    server.use(
      http.post(paths.bookmarkAdd, async () => {
        await answer.opened;
        return undefined;
      }),
    );
    const episode = episodes[8];
    if (!episode) throw new Error('fixture');
    const { result } = renderWithClient(() => useBookmarkToggle());
    await waitFor(() => expect(result.current.bookmarks.data?.items.map((b) => b.podcast_id)).toEqual([5, 2]));
    expect(result.current.bookmarks.data?.items[0]?.podcast.title).toBe(episodes[4]?.title);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.toggle(episode);
    });
    await waitFor(() => expect(result.current.bookmarks.data?.items.map((b) => b.podcast_id)).toEqual([9, 5, 2]));
    expect(result.current.bookmarks.data?.items[0]?.podcast).toEqual(episode);
    expect(result.current.bookmarks.data?.count).toBe(3);
    answer.open();
    const saved = await act(() => pending);
    expect(saved).toEqual({ message: 'პოდკასტი შენახულია', podcast_id: 9, saved: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.bookmarks.data?.items.map((b) => b.podcast_id)).toEqual([9, 5, 2]);
  });

  it('flips the save icon of every component at once, whichever one toggled (even before the list can show it)', async () => {
    tokenStore.set(VALID_TOKEN);
    const answer = gate();
    server.use(
      http.post(paths.bookmarkAdd, async () => {
        await answer.opened;
        return undefined;
      }),
    );
    const { result } = renderWithClient(() => ({ card: useBookmarkToggle(), player: useBookmarkToggle() }));
    await waitFor(() => expect(result.current.player.bookmarks.isSuccess).toBe(true));
    expect(result.current.player.isSaved(9)).toBe(false);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.card.toggle(9); // only the id: the list cannot show it yet
    });
    await waitFor(() => expect(result.current.player.isSaved(9)).toBe(true));
    expect(result.current.player.bookmarks.data?.items.some((b) => b.podcast_id === 9)).toBe(false);
    expect(mockDb.bookmarks.has(9)).toBe(false);
    answer.open();
    await act(() => pending);
    expect(mockDb.bookmarks.has(9)).toBe(true);
    // Still saved once the toggle is over: the reloaded list has it.
    await waitFor(() => expect(result.current.player.bookmarks.data?.items[0]?.podcast_id).toBe(9));
    expect(result.current.player.isSaved(9)).toBe(true);
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
      http.post(paths.subscribe, async () => {
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

  it('reloads the channel after subscribing, so its subscribers_count is current', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      toggle: useSubscribeToggle(),
      channel: useQuery(podcasterQueries.detail(12)),
    }));
    await waitFor(() => expect(result.current.channel.data?.subscribers_count).toBe(158));
    const answer = await act(() => result.current.toggle.toggle(channel));
    expect(answer).toEqual({ message: 'არხი გამოწერილია', channel_id: 12, subscribed: true, subscribers_count: 159 });
    await waitFor(() => expect(result.current.channel.data?.subscribers_count).toBe(159));
  });

  it('rolls the profile back when unsubscribing fails', async () => {
    tokenStore.set(VALID_TOKEN);
    const answer = gate();
    server.use(
      http.post(paths.unsubscribe, async () => {
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

  it('reloads the rated channel (its average changed)', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result, client } = renderWithClient(() => useRating(13));
    client.setQueryData(podcasterQueries.detail(13).queryKey, mockDb.podcasters[2]);
    const answer = await act(() => result.current.rate(5));
    expect(answer).toMatchObject({ channel_id: 13, rating: 5 });
    expect(client.getQueryState(podcasterQueries.detail(13).queryKey)?.isInvalidated).toBe(true);
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

  it('lists history with the episode and its progress, most recent first', async () => {
    tokenStore.set(VALID_TOKEN);
    const client = testQueryClient();
    const history = await client.fetchQuery(historyQueries.list());
    expect(history.count).toBe(2);
    expect(history.items.map((h) => h.podcast_id)).toEqual([3, 7]);
    // Episode 3 lasts 1500 s: 125 s is 8 %.
    expect(history.items[0]).toMatchObject({ id: 1, stop_time: 125, progress: 8, podcast: { id: 3, progress: 8 } });
    const last = await client.fetchQuery(historyQueries.lastListened());
    expect(last.items.map((h) => h.podcast_id)).toEqual([3, 7]);
  });

  it('resumes at stop_time, at 0 for an episode never played (the server’s 404 is no error), and asks nothing signed out', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/history/')) asked.push(new URL(request.url).pathname);
    });
    const signedOut = renderWithClient(() => useResumePosition(7));
    expect(signedOut.result.current).toMatchObject({ stopTime: 0, isPending: false });
    await new Promise((r) => setTimeout(r, 30));
    expect(asked).toEqual([]);

    tokenStore.set(VALID_TOKEN);
    // Signing in loads the position of the mounted hook.
    await waitFor(() => expect(signedOut.result.current.stopTime).toBe(940));
    signedOut.unmount();
    asked.length = 0;
    const { result } = renderWithClient(() => ({ played: useResumePosition(7), fresh: useResumePosition(9) }));
    expect(result.current.played.isPending).toBe(true);
    await waitFor(() => expect(result.current.played.stopTime).toBe(940));
    await waitFor(() => expect(result.current.fresh.isSuccess).toBe(true));
    expect(result.current.fresh.data).toBeNull();
    expect(result.current.fresh.stopTime).toBe(0);
    expect(result.current.fresh.error).toBeNull();
    expect(asked.sort()).toEqual(['/api/history/7/', '/api/history/9/']);

    // Other failures stay errors.
    server.use(http.get(paths.historyOf, () => HttpResponse.json({ detail: 'შეცდომა' }, { status: 500 })));
    const client = testQueryClient();
    await expect(client.fetchQuery(historyQueries.ofEpisode(3))).rejects.toMatchObject({ status: 500 });
  });

  it('a signal moves the cached resume position from its answer without refetching it, and reloads the history list', async () => {
    tokenStore.set(VALID_TOKEN);
    let resumeFetches = 0;
    let signalUrl: URL | undefined;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/history/7/') resumeFetches++;
      if (url.pathname === paths.podcastSignal) signalUrl = url;
    });
    const { result } = renderWithClient(() => ({
      resume: useResumePosition(7),
      list: useQuery(historyQueries.list()),
      signal: usePodcastSignal(),
    }));
    await waitFor(() => expect(result.current.resume.stopTime).toBe(940));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const answer = await act(() => result.current.signal.mutateAsync({ podcast_id: 7, stop_time: 1200.9 }));
    expect(signalUrl?.searchParams.get('podcast_id')).toBe('7');
    expect(signalUrl?.searchParams.get('stop_time')).toBe('1200');
    expect(answer).toMatchObject({ podcast_id: 7, stop_time: 1200, progress: 80, credited_seconds: 0 });
    expect(result.current.resume.stopTime).toBe(1200);
    expect(result.current.resume.data?.podcast.progress).toBe(80);
    expect(resumeFetches).toBe(1);
    // The list is reloaded: episode 7 is now the most recent.
    await waitFor(() => expect(result.current.list.data?.items[0]?.podcast_id).toBe(7));
  });

  it('saves a stop time of a history row and deletes one row', async () => {
    tokenStore.set(VALID_TOKEN);
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/history/2/stop-time/')) body = await request.clone().json();
    });
    const { result } = renderWithClient(() => ({
      list: useQuery(historyQueries.list()),
      save: useSaveStopTime(),
      remove: useDeleteHistoryItem(),
    }));
    await waitFor(() => expect(result.current.list.data?.count).toBe(2));
    const saved = await act(() => result.current.save.mutateAsync({ history_id: 2, stop_time: 300.4 }));
    expect(body).toEqual({ stop_time: 300 });
    expect(saved).toEqual({ id: 2, podcast_id: 7, stop_time: 300, progress: 20 });
    await waitFor(() => expect(result.current.list.data?.items[0]?.stop_time).toBe(300));
    await act(() => result.current.remove.mutateAsync(1));
    await waitFor(() => expect(result.current.list.data?.items.map((h) => h.id)).toEqual([2]));
    await expect(result.current.remove.mutateAsync(1)).rejects.toMatchObject({ status: 404 });
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
    expect(result.current.list.data?.pages[0]?.items[0]?.message).toContain('„ისტორიის გაკვეთილები“ გამოაქვეყნა');
    // The last one's episode is gone: no link.
    expect(result.current.list.data?.pages[2]?.items.at(-1)?.podcast).toBeNull();
    let sent: { auth: string | null; body: unknown } | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'DELETE') {
        sent = { auth: request.headers.get('Authorization'), body: await request.clone().json() };
      }
    });
    await act(() => result.current.remove.mutateAsync(1));
    expect(sent).toEqual({ auth: `Bearer ${VALID_TOKEN}`, body: { not_id: 1 } });
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items[0]?.id).toBe(2));
  });

  it('logs a failed notification delete (spec §8)', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderWithClient(() => useDeleteNotification());
    const error = await act(() => result.current.mutateAsync(999).catch((e: unknown) => e));
    expect(error).toMatchObject({ status: 404, detail: 'შეტყობინება ვერ მოიძებნა' });
    expect(logged).toHaveBeenCalledWith('Notification delete failed', error);
    logged.mockRestore();
  });

  it('loads the four statistics in the server’s shapes and, on a 401, clears the token without asking again', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      total: useQuery(statisticsQueries.totalWatchTime()),
      top: useQuery(statisticsQueries.topPodcasts()),
      day: useQuery(statisticsQueries.byDay()),
      month: useQuery(statisticsQueries.lastMonth()),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    expect(result.current.total.data).toEqual({ formatted_time: '41:07:30', seconds: 148_050 });
    expect(result.current.top.data?.items).toHaveLength(5);
    expect(result.current.top.data?.items[0]).toMatchObject({ id: 3, category: { title: 'კულტურა' } });
    // English weekday keys, Monday first, all seven, each with its date: the UI's chart translates them.
    const byDay = result.current.day.data?.time_by_day;
    expect(Object.keys(byDay ?? {})).toEqual([...weekdays]);
    expect(byDay?.Wednesday.date).toBe(MOCK_TODAY);
    expect(byDay?.Thursday.date).toBe('2025-05-22');
    const wednesday = byDay?.Wednesday;
    expect(wednesday?.total_hours).toBeCloseTo(
      (wednesday?.['00:00-08:00'] ?? 0) + (wednesday?.['08:00-16:00'] ?? 0) + (wednesday?.['16:00-24:00'] ?? 0),
    );
    // 29 days, today minus 28 through today, oldest first.
    const days = Object.keys(result.current.month.data?.time_by_day ?? {});
    expect(days).toHaveLength(29);
    expect(days[0]).toBe('2025-04-30');
    expect(days.at(-1)).toBe(MOCK_TODAY);
    expect([...days].sort()).toEqual(days);

    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(paths.totalWatchTime)) asked++;
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
