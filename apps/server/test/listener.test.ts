import type {
  BookmarkList,
  HistoryItem,
  HistoryList,
  NotificationList,
  Podcaster,
  Profile,
  SignalResponse,
} from '@podcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';
import { newChannel, newUser, testClock } from './listener-fixtures';

let ctx: TestContext;
const clock = testClock('2025-03-10T08:00:00Z');

type User = Awaited<ReturnType<typeof newUser>>;
type Channel = Awaited<ReturnType<typeof newChannel>>;
let ana: User;
let beka: User;
let show: Channel;
let other: Channel;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  ana = await newUser(ctx, 'ana');
  beka = await newUser(ctx, 'beka');
  show = await newChannel(ctx, 'show', [3600, 1800, 600]);
  other = await newChannel(ctx, 'other', [1200]);
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (
  method: Method,
  url: string,
  user?: User,
  options: { payload?: unknown; query?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(options.payload !== undefined ? { payload: options.payload as string } : {}),
  });

const ep = (i: number) => show.episodes[i]?.id ?? 0;
const signal = (user: User, podcastId: number, stopTime: number) =>
  call('POST', '/api/get_podcast_signal/', user, {
    query: { podcast_id: String(podcastId), stop_time: String(stopTime) },
  });
const profileOf = async (user: User) => (await call('POST', '/api/profile/', user)).json<Profile>();
const podcaster = async (id: number) => (await call('GET', `/api/podcaster/${id}`)).json<Podcaster>();

/** Every 4xx answer is `{ detail }` in Georgian. */
function expectGeorgianError(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { detail?: unknown };
  expect(body.detail).toEqual(expect.any(String));
  expect(body.detail).toMatch(/[\u10D0-\u10FF]/);
}

describe('sign-in is required', () => {
  const calls: [Method, string][] = [
    ['POST', '/api/subscribe/'],
    ['POST', '/api/unsubscribe/'],
    ['POST', '/api/podcaster/1/rate/'],
    ['POST', '/api/bookmark-podcast/?podcast_id=1'],
    ['GET', '/api/bookmarks/'],
    ['DELETE', '/api/bookmark-delete/?podcast_id=1'],
    ['GET', '/api/lastly_listened/'],
    ['GET', '/api/history/'],
    ['GET', '/api/history/1/'],
    ['DELETE', '/api/history/clear/'],
    ['DELETE', '/api/history/delete/1/'],
    ['POST', '/api/history/1/stop-time/'],
    ['POST', '/api/get_podcast_signal/?podcast_id=1&stop_time=5'],
    ['GET', '/api/notifications/'],
    ['DELETE', '/api/notifications/1/'],
    ['GET', '/api/total_watch_time/'],
    ['GET', '/api/top_5_podcasts_by_watch_time/'],
    ['GET', '/api/watch_time_by_day/'],
    ['GET', '/api/watch_time_last_month/'],
  ];

  it.each(calls)('%s %s answers 401 without a token, and with a wrong one', async (method, url) => {
    expectGeorgianError(await call(method, url), 401);
    const wrong = await ctx.app.inject({ method, url, headers: { authorization: 'Bearer not-a-real-token-at-all' } });
    expectGeorgianError(wrong, 401);
  });

  it('checks the token before the input (401, not 400)', async () => {
    expectGeorgianError(await call('POST', '/api/podcaster/1/rate/', undefined, { payload: { rating: 'x' } }), 401);
    expectGeorgianError(await call('GET', '/api/history/abc/'), 401);
  });

  it('takes the token from the body as the spec’s original client sends it', async () => {
    const response = await call('GET', '/api/notifications/', undefined, { query: { token: ana.token } });
    expect(response.statusCode).toBe(200);
    const deleted = await call('DELETE', '/api/notifications/999999/', undefined, { payload: { token: beka.token } });
    expectGeorgianError(deleted, 404);
  });
});

describe('OpenAPI', () => {
  it('documents every listener call with its bearer security and schemas', async () => {
    const spec = (await call('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const documented: [string, string][] = [
      ['/api/subscribe/', 'post'],
      ['/api/unsubscribe/', 'post'],
      ['/api/podcaster/{id}/rate/', 'post'],
      ['/api/bookmark-podcast/', 'post'],
      ['/api/bookmarks/', 'get'],
      ['/api/bookmark-delete/', 'delete'],
      ['/api/lastly_listened/', 'get'],
      ['/api/history/', 'get'],
      ['/api/history/{podcast_id}/', 'get'],
      ['/api/history/clear/', 'delete'],
      ['/api/history/delete/{id}/', 'delete'],
      ['/api/history/{history_id}/stop-time/', 'post'],
      ['/api/get_podcast_signal/', 'post'],
      ['/api/notifications/', 'get'],
      ['/api/notifications/{id}/', 'delete'],
      ['/api/total_watch_time/', 'get'],
      ['/api/top_5_podcasts_by_watch_time/', 'get'],
      ['/api/watch_time_by_day/', 'get'],
      ['/api/watch_time_last_month/', 'get'],
    ];
    for (const [path, method] of documented) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
  });
});

describe('subscriptions', () => {
  const body = () => ({ channel_id: show.owner.id, channel_name: 'არხი show', alias: show.alias });

  it('subscribes once however often it is asked; profile and subscribers_count follow', async () => {
    expect((await podcaster(show.owner.id)).subscribers_count).toBe(0); // now cached publicly
    const first = await call('POST', '/api/subscribe/', ana, { payload: body() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ subscribed: true, subscribers_count: 1, channel_id: show.owner.id });
    const again = await call('POST', '/api/subscribe/', ana, { payload: body() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ subscribed: true, subscribers_count: 1 });

    const profile = await profileOf(ana);
    expect(profile.subscribed_channels.map((c) => c.id)).toEqual([show.owner.id]);
    expect((await podcaster(show.owner.id)).subscribers_count).toBe(1);
    expect((await profileOf(show.owner)).subscribers_count).toBe(1);
  });

  it('accepts the fields in the query string too', async () => {
    const response = await call('POST', '/api/subscribe/', beka, { query: { channel_id: String(show.owner.id) } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().subscribers_count).toBe(2);
  });

  it('unsubscribes idempotently', async () => {
    const first = await call('POST', '/api/unsubscribe/', beka, { payload: body() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ subscribed: false, subscribers_count: 1 });
    const again = await call('POST', '/api/unsubscribe/', beka, { payload: body() });
    expect(again.json()).toMatchObject({ subscribed: false, subscribers_count: 1 });
    expect((await profileOf(beka)).subscribed_channels).toEqual([]);
    expect((await profileOf(ana)).subscribed_channels).toHaveLength(1);
    expect((await podcaster(show.owner.id)).subscribers_count).toBe(1);
  });

  it('refuses unknown channels, one’s own channel and bad ids', async () => {
    expectGeorgianError(await call('POST', '/api/subscribe/', ana, { payload: { channel_id: 999_999 } }), 404);
    expectGeorgianError(await call('POST', '/api/unsubscribe/', ana, { payload: { channel_id: 999_999 } }), 404);
    // ana has no channel: her own id is not a channel at all.
    expectGeorgianError(await call('POST', '/api/subscribe/', ana, { payload: { channel_id: ana.id } }), 404);
    const own = await call('POST', '/api/subscribe/', show.owner, { payload: { channel_id: show.owner.id } });
    expectGeorgianError(own, 403);
    for (const channel_id of ['x', 0, -1, 1.5, 2 ** 31, null]) {
      expectGeorgianError(await call('POST', '/api/subscribe/', ana, { payload: { channel_id } }), 400);
    }
    expectGeorgianError(await call('POST', '/api/subscribe/', ana, { payload: {} }), 400);
    expectGeorgianError(await call('POST', '/api/subscribe/', ana), 400);
  });
});

describe('ratings', () => {
  const rate = (user: User, rating: unknown, channel = show.owner.id) =>
    call('POST', `/api/podcaster/${channel}/rate/`, user, { payload: { rating } });

  it.each([0, 6, 2.5, 'x', '2.5', -1, true, null, '', [3], { value: 3 }])('refuses %j with 400', async (rating) => {
    expectGeorgianError(await rate(ana, rating), 400);
  });

  it('refuses a missing rating and a bad channel id', async () => {
    expectGeorgianError(await call('POST', `/api/podcaster/${show.owner.id}/rate/`, ana, { payload: {} }), 400);
    expectGeorgianError(await rate(ana, 3, 0), 400);
    expectGeorgianError(await call('POST', '/api/podcaster/abc/rate/', ana, { payload: { rating: 3 } }), 400);
  });

  it('keeps one rating per user and channel, the newest; average_rating follows', async () => {
    expect((await podcaster(show.owner.id)).average_rating).toBe(0); // now cached publicly
    for (const stars of [1, 2, 3, 4, 5]) {
      const response = await rate(ana, stars);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ rating: stars, average_rating: stars, ratings_count: 1 });
    }
    const second = await rate(beka, 4);
    expect(second.json()).toMatchObject({ rating: 4, average_rating: 4.5, ratings_count: 2 });
    await rate(ana, 2);
    expect((await podcaster(show.owner.id)).average_rating).toBe(3);
    expect((await profileOf(show.owner)).average_rating).toBe(3);
    const rows = await ctx.app.db.selectFrom('ratings').selectAll().where('channel_id', '=', show.owner.id).execute();
    expect(rows.map((r) => [r.user_id, r.rating]).sort()).toEqual([
      [ana.id, 2],
      [beka.id, 4],
    ]);
  });

  it('accepts a form-encoded whole number', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/podcaster/${other.owner.id}/rate/`,
      headers: { ...ana.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'rating=5',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rating).toBe(5);
  });

  it('does not let a podcaster rate their own channel, and 404s unknown channels', async () => {
    const own = await rate(show.owner, 5);
    expectGeorgianError(own, 403);
    expect(own.json().detail).toBe('საკუთარი არხის შეფასება შეუძლებელია');
    expectGeorgianError(await rate(ana, 5, 999_999), 404);
    expectGeorgianError(await rate(ana, 5, ana.id), 404);
  });
});

describe('bookmarks', () => {
  const add = (user: User, podcastId: number) =>
    call('POST', '/api/bookmark-podcast/', user, { query: { podcast_id: String(podcastId) } });
  const remove = (user: User, podcastId: number) =>
    call('DELETE', '/api/bookmark-delete/', user, { query: { podcast_id: String(podcastId) } });
  const list = async (user: User) => (await call('GET', '/api/bookmarks/', user)).json<BookmarkList>();

  it('saves an episode once however often it is asked', async () => {
    const first = await add(ana, ep(0));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ podcast_id: ep(0), saved: true });
    expect((await add(ana, ep(0))).statusCode).toBe(200);
    clock.advance(1);
    expect((await add(ana, ep(1))).statusCode).toBe(201);
    const saved = await list(ana);
    expect(saved.count).toBe(2);
    expect(saved.items.map((b) => b.podcast_id)).toEqual([ep(1), ep(0)]);
    expect(saved.items[0]).toMatchObject({ id: ep(1), podcast: { id: ep(1), alias: show.episodes[1]?.alias } });
  });

  it('takes podcast_id from the body too, and pages with page_skip and limit', async () => {
    const response = await call('POST', '/api/bookmark-podcast/', beka, { payload: { podcast_id: ep(2) } });
    expect(response.statusCode, response.body).toBe(201);
    const page = await call('GET', '/api/bookmarks/', ana, { query: { page_skip: '1', limit: '1' } });
    expect(page.json<BookmarkList>().items.map((b) => b.podcast_id)).toEqual([ep(0)]);
    expect(page.json<BookmarkList>().count).toBe(2);
    // The count comes with the page's rows; a page past the end has none and still says how many there are.
    const past = await call('GET', '/api/bookmarks/', ana, { query: { page_skip: '5', limit: '1' } });
    expect(past.json<BookmarkList>()).toEqual({ items: [], count: 2 });
    expect((await call('GET', '/api/bookmarks/', ana, { query: { limit: '1' } })).json<BookmarkList>().count).toBe(2);
  });

  it('keeps users’ bookmarks apart', async () => {
    expect((await list(beka)).items.map((b) => b.podcast_id)).toEqual([ep(2)]);
    // beka removing ana's saved episode only touches beka's own (empty) entry.
    expect((await remove(beka, ep(0))).statusCode).toBe(200);
    expect((await list(ana)).items.map((b) => b.podcast_id)).toEqual([ep(1), ep(0)]);
  });

  it('removes idempotently', async () => {
    const first = await remove(ana, ep(0));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ podcast_id: ep(0), saved: false });
    expect((await remove(ana, ep(0))).statusCode).toBe(200);
    expect((await list(ana)).items.map((b) => b.podcast_id)).toEqual([ep(1)]);
  });

  it('refuses unknown episodes and bad ids', async () => {
    expectGeorgianError(await add(ana, 999_999), 404);
    // Only what the public lists show can be saved: not a draft.
    const draft = await ctx.app.db
      .insertInto('episodes')
      .values({ created_by_id: show.owner.id, title: 'მონახაზი', alias: 'bookmark-draft', status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectGeorgianError(await add(ana, draft.id), 404);
    expect((await list(ana)).items.map((b) => b.podcast_id)).not.toContain(draft.id);
    for (const bad of ['x', '0', '-3', '1.5', '99999999999']) {
      expectGeorgianError(await call('POST', '/api/bookmark-podcast/', ana, { query: { podcast_id: bad } }), 400);
      expectGeorgianError(await call('DELETE', '/api/bookmark-delete/', ana, { query: { podcast_id: bad } }), 400);
    }
    expectGeorgianError(await call('POST', '/api/bookmark-podcast/', ana), 400);
    expectGeorgianError(await call('GET', '/api/bookmarks/', ana, { query: { limit: '0' } }), 400);
  });
});

describe('history, resume and signals', () => {
  let anaHistoryId = 0;

  it('a first signal records where the player is, without crediting time', async () => {
    clock.set('2025-03-10T09:00:00Z');
    const response = await signal(ana, ep(0), 120.9);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SignalResponse>();
    expect(body).toMatchObject({ podcast_id: ep(0), stop_time: 120, progress: 3, credited_seconds: 0 });
    anaHistoryId = body.id;
    const resume = await call('GET', `/api/history/${ep(0)}/`, ana);
    expect(resume.statusCode).toBe(200);
    expect(resume.json<HistoryItem>()).toMatchObject({ id: anaHistoryId, podcast_id: ep(0), stop_time: 120 });
  });

  it('credits the progress since the previous signal, but never more than the time that passed', async () => {
    clock.advance(30);
    expect((await signal(ana, ep(0), 150)).json().credited_seconds).toBe(30);
    // Claims 10 minutes of progress 60 s later: 60 s.
    clock.advance(60);
    expect((await signal(ana, ep(0), 750)).json().credited_seconds).toBe(60);
    // The same position again at once, or a replay: nothing.
    expect((await signal(ana, ep(0), 750)).json().credited_seconds).toBe(0);
    // Paused 5 minutes then 20 s of playing: the progress, not the pause.
    clock.advance(320);
    expect((await signal(ana, ep(0), 770)).json().credited_seconds).toBe(20);
    // Sought back: no credit, and the resume point follows.
    clock.advance(30);
    const back = (await signal(ana, ep(0), 100)).json<SignalResponse>();
    expect(back).toMatchObject({ credited_seconds: 0, stop_time: 100 });
    // Past the end: clamped to the length.
    clock.advance(4000);
    const end = (await signal(ana, ep(0), 99_999)).json<SignalResponse>();
    expect(end).toMatchObject({ stop_time: 3600, progress: 100, credited_seconds: 3500 });

    const total = await call('GET', '/api/total_watch_time/', ana);
    expect(total.json()).toEqual({ seconds: 30 + 60 + 20 + 3500, formatted_time: '1:00:10' });
    expect((await profileOf(ana)).total_podcast_watch_time).toBe(3610);
  });

  it('two episodes played at once earn no more than the clock', async () => {
    clock.set('2025-03-10T12:00:00Z');
    await signal(beka, ep(1), 0);
    await signal(beka, ep(2), 0);
    clock.advance(60);
    expect((await signal(beka, ep(1), 60)).json().credited_seconds).toBe(60);
    expect((await signal(beka, ep(2), 60)).json().credited_seconds).toBe(0);
    clock.advance(30);
    expect((await signal(beka, ep(2), 90)).json().credited_seconds).toBe(30);
    expect((await signal(beka, ep(1), 90)).json().credited_seconds).toBe(0);
    // A flood of signals a few milliseconds apart, each claiming a second more.
    let credited = 0;
    for (let i = 1; i <= 50; i++) {
      clock.advance(0.01);
      credited += (await signal(beka, ep(1), 90 + i)).json().credited_seconds;
    }
    expect(credited).toBeLessThanOrEqual(1);
  });

  it('signals of one user arriving together credit the time once, across episodes', async () => {
    const cara = await newUser(ctx, 'cara');
    clock.set('2025-03-11T10:00:00Z');
    for (const i of [0, 1, 2]) await signal(cara, ep(i), 0);
    clock.advance(60);
    // In parallel (on PostgreSQL over several connections): each would credit 60 s if it read the state alone.
    const answers = await Promise.all([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2].map((i) => signal(cara, ep(i), 60)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const credited = answers.map((answer) => answer.json<SignalResponse>().credited_seconds);
    expect(credited.reduce((sum, seconds) => sum + seconds, 0)).toBe(60);
    expect(credited.filter((seconds) => seconds > 0)).toEqual([60]);
    expect((await call('GET', '/api/total_watch_time/', cara)).json().seconds).toBe(60);
    // Every answer names the history row of its episode, and each episode resumes at 60.
    for (const i of [0, 1, 2]) {
      const row = (await call('GET', `/api/history/${ep(i)}/`, cara)).json<HistoryItem>();
      expect(row.stop_time).toBe(60);
      for (const [k, answer] of answers.entries()) {
        if ([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2][k] === i) expect(answer.json<SignalResponse>().id).toBe(row.id);
      }
    }
  });

  it('stop-time moves the resume point of one’s own row only, and credits nothing', async () => {
    clock.advance(600);
    const saved = await call('POST', `/api/history/${anaHistoryId}/stop-time/`, ana, {
      payload: { stop_time: 1800.5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ id: anaHistoryId, podcast_id: ep(0), stop_time: 1800, progress: 50 });
    const clamped = await call('POST', `/api/history/${anaHistoryId}/stop-time/`, ana, {
      query: { stop_time: '5000' },
    });
    expect(clamped.json().stop_time).toBe(3600);
    await call('POST', `/api/history/${anaHistoryId}/stop-time/`, ana, { payload: { stop_time: 1800 } });

    const foreign = await call('POST', `/api/history/${anaHistoryId}/stop-time/`, beka, { payload: { stop_time: 7 } });
    expectGeorgianError(foreign, 404);
    expect((await call('GET', `/api/history/${ep(0)}/`, ana)).json().stop_time).toBe(1800);
    expect((await call('GET', '/api/total_watch_time/', ana)).json().seconds).toBe(3610);

    for (const stop_time of [-1, 'x', null, 1e9]) {
      const bad = await call('POST', `/api/history/${anaHistoryId}/stop-time/`, ana, { payload: { stop_time } });
      expectGeorgianError(bad, 400);
    }
    expectGeorgianError(await call('POST', '/api/history/999999/stop-time/', ana, { payload: { stop_time: 1 } }), 404);
  });

  it('lists history with progress, most recent first; lastly_listened has one row per episode', async () => {
    clock.advance(10);
    await signal(ana, ep(1), 900);
    clock.advance(10);
    await signal(ana, ep(1), 905);
    const history = (await call('GET', '/api/history/', ana)).json<HistoryList>();
    expect(history.count).toBe(2);
    expect(history.items.map((h) => [h.podcast_id, h.stop_time, h.progress])).toEqual([
      [ep(1), 905, 50],
      [ep(0), 1800, 50],
    ]);
    expect(history.items[0]?.podcast).toMatchObject({ id: ep(1), progress: 50, alias: show.episodes[1]?.alias });
    const last = (await call('GET', '/api/lastly_listened/', ana)).json<HistoryList>();
    expect(last.items.map((h) => h.podcast_id)).toEqual([ep(1), ep(0)]);
    const one = (await call('GET', '/api/lastly_listened/', ana, { query: { limit: '1' } })).json<HistoryList>();
    expect(one.items.map((h) => h.podcast_id)).toEqual([ep(1)]);
  });

  it('keeps users’ history apart', async () => {
    expect((await call('GET', '/api/history/', beka)).json<HistoryList>().items.map((h) => h.podcast_id)).toEqual([
      ep(1),
      ep(2),
    ]);
    expectGeorgianError(await call('GET', `/api/history/${ep(0)}/`, beka), 404);
    expectGeorgianError(await call('DELETE', `/api/history/delete/${anaHistoryId}/`, beka), 404);
    expect((await call('GET', `/api/history/${ep(0)}/`, ana)).statusCode).toBe(200);
  });

  it('deletes one row, then clears only one’s own history', async () => {
    const deleted = await call('DELETE', `/api/history/delete/${anaHistoryId}/`, ana);
    expect(deleted.statusCode).toBe(200);
    expectGeorgianError(await call('DELETE', `/api/history/delete/${anaHistoryId}/`, ana), 404);
    expectGeorgianError(await call('GET', `/api/history/${ep(0)}/`, ana), 404);
    expectGeorgianError(await call('DELETE', '/api/history/delete/abc/', ana), 400);

    const cleared = await call('DELETE', '/api/history/clear/', ana);
    expect(cleared.json()).toMatchObject({ deleted: 1 });
    expect((await call('GET', '/api/history/', ana)).json<HistoryList>()).toEqual({ items: [], count: 0 });
    expect((await call('GET', '/api/history/', beka)).json<HistoryList>().count).toBe(2);
    // Statistics keep the listening time.
    expect((await call('GET', '/api/total_watch_time/', ana)).json().seconds).toBe(3610 + 5);
  });

  it('refuses bad signals', async () => {
    expectGeorgianError(await signal(ana, 999_999, 10), 404);
    const queries: Record<string, string>[] = [
      { podcast_id: String(ep(0)), stop_time: '-1' },
      { podcast_id: String(ep(0)), stop_time: 'x' },
      { podcast_id: String(ep(0)), stop_time: '1e12' },
      { podcast_id: 'x', stop_time: '10' },
      { podcast_id: String(ep(0)) },
      { stop_time: '10' },
    ];
    for (const query of queries) {
      expectGeorgianError(await call('POST', '/api/get_podcast_signal/', ana, { query }), 400);
    }
  });
});

describe('notifications', () => {
  const list = async (user: User, query: Record<string, string> = {}) =>
    (await call('GET', '/api/notifications/', user, { query })).json<NotificationList>();
  const ids: number[] = [];

  beforeAll(async () => {
    const base = new Date('2025-03-01T10:00:00Z').getTime();
    const rows = await ctx.app.db
      .insertInto('notifications')
      .values(
        show.episodes.map((e, i) => ({
          user_id: ana.id,
          episode_id: e.id,
          message: `არხმა „არხი show“ გამოაქვეყნა ახალი ეპიზოდი: ${e.title}`,
          created_at: new Date(base + i * 60_000),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
    await ctx.app.db
      .insertInto('notifications')
      .values({ user_id: beka.id, episode_id: ep(0), message: 'ბეკას შეტყობინება' })
      .execute();
  });

  it('lists one’s own, newest first, with the episode id and alias', async () => {
    const { items } = await list(ana);
    expect(items.map((n) => n.id)).toEqual([...ids].reverse());
    expect(items[0]).toMatchObject({
      id: ids[2],
      message: expect.stringContaining('გამოაქვეყნა'),
      podcast: { id: ep(2), alias: show.episodes[2]?.alias },
    });
    expect((await list(beka)).items.map((n) => n.message)).toEqual(['ბეკას შეტყობინება']);
  });

  it('pages with page_skip', async () => {
    expect((await list(ana, { page_skip: '1', limit: '1' })).items.map((n) => n.id)).toEqual([ids[1]]);
    expect((await list(ana, { page_skip: '3' })).items).toEqual([]);
    expectGeorgianError(await call('GET', '/api/notifications/', ana, { query: { page_skip: '-1' } }), 400);
  });

  it('deletes only one’s own', async () => {
    const target = ids[0] ?? 0;
    expectGeorgianError(await call('DELETE', `/api/notifications/${target}/`, beka), 404);
    expect((await list(ana)).items).toHaveLength(3);
    const mismatch = await call('DELETE', `/api/notifications/${target}/`, ana, { payload: { not_id: target + 1 } });
    expectGeorgianError(mismatch, 400);
    const deleted = await call('DELETE', `/api/notifications/${target}/`, ana, { payload: { not_id: target } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectGeorgianError(await call('DELETE', `/api/notifications/${target}/`, ana), 404);
    expect((await list(ana)).items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect((await list(beka)).items).toHaveLength(1);
    expectGeorgianError(await call('DELETE', '/api/notifications/abc/', ana), 400);
  });
});

describe('signal flood', () => {
  it('answers 429 once a client sends more than 600 signals a minute', async () => {
    let status = 0;
    let sent = 0;
    while (sent < 700 && status !== 429) {
      status = (await call('POST', '/api/get_podcast_signal/?podcast_id=1&stop_time=1')).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBeGreaterThan(500);
    expectGeorgianError(await signal(ana, ep(0), 1), 429);
  });
});
