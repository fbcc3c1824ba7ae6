import type { TopPodcasts, TotalWatchTime, WatchTimeByDay, WatchTimeLastMonth } from '@podcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFor, formatWatchTime } from '../src/lib/watch-time';
import { createTestApp, DEMO_ACCOUNTS, login, type TestContext } from './helper';
import { newChannel, newUser, testClock } from './listener-fixtures';

let ctx: TestContext;
const clock = testClock('2025-02-10T19:50:00Z');
type User = Awaited<ReturnType<typeof newUser>>;
let listener: User;
let idle: User;
let channel: Awaited<ReturnType<typeof newChannel>>;

const get = async <T>(url: string, user: User) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

/** Signals at a Georgian wall-clock time: Asia/Tbilisi is UTC+4 all year (no daylight saving since 2005). */
async function signalAt(tbilisi: string, episode: number, stopTime: number) {
  clock.set(`${tbilisi}+04:00`);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/get_podcast_signal/',
    headers: listener.headers,
    query: { podcast_id: String(channel.episodes[episode]?.id), stop_time: String(stopTime) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ credited_seconds: number }>().credited_seconds;
}

const zeroDay = (date: string) => ({
  date,
  '00:00-08:00': 0,
  '08:00-16:00': 0,
  '16:00-24:00': 0,
  total_hours: 0,
});

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  listener = await newUser(ctx, 'stats');
  idle = await newUser(ctx, 'idle');
  // Episodes A–F.
  channel = await newChannel(ctx, 'stats', [3600, 3600, 1800, 600, 1800, 600]);

  // E, 29+ days back, across midnight into the first day of the month window:
  // 23:50–00:00 on 10 Feb falls outside it, 00:00–00:10 on 11 Feb inside.
  expect(await signalAt('2025-02-10T23:50:00', 4, 0)).toBe(0);
  expect(await signalAt('2025-02-11T00:00:00', 4, 600)).toBe(600);
  expect(await signalAt('2025-02-11T00:10:00', 4, 1200)).toBe(600);

  // C, Saturday 1 March 10:00–10:30: in the month, not in the last 7 days.
  await signalAt('2025-03-01T10:00:00', 2, 0);
  expect(await signalAt('2025-03-01T10:30:00', 2, 1800)).toBe(1800);

  // D then F, Wednesday 5 March 07:00–07:03.
  await signalAt('2025-03-05T07:00:00', 3, 0);
  expect(await signalAt('2025-03-05T07:02:00', 3, 120)).toBe(120);
  await signalAt('2025-03-05T07:02:00', 5, 0);
  expect(await signalAt('2025-03-05T07:03:00', 5, 60)).toBe(60);

  // A, Monday 10 March 15:52:30–16:07:30, every 5 minutes; the middle interval crosses 16:00.
  await signalAt('2025-03-10T15:52:30', 0, 0);
  expect(await signalAt('2025-03-10T15:57:30', 0, 300)).toBe(300);
  expect(await signalAt('2025-03-10T16:02:30', 0, 600)).toBe(300);
  expect(await signalAt('2025-03-10T16:07:30', 0, 900)).toBe(300);

  // B, Monday 23:45 to Tuesday 00:15, every 10 minutes; the interval 23:55–00:05 crosses midnight.
  // At 00:05 the player claims 20 minutes of progress: only the 10 minutes that passed count.
  await signalAt('2025-03-10T23:45:00', 1, 0);
  expect(await signalAt('2025-03-10T23:55:00', 1, 600)).toBe(600);
  expect(await signalAt('2025-03-11T00:05:00', 1, 1800)).toBe(600);
  expect(await signalAt('2025-03-11T00:05:00', 1, 1800)).toBe(0);
  expect(await signalAt('2025-03-11T00:15:00', 1, 2400)).toBe(600);

  clock.set('2025-03-11T09:00:00+04:00');
});
afterAll(async () => {
  await ctx?.close();
});

describe('statistics from a scripted listening session', () => {
  it('total_watch_time adds up every credited second', async () => {
    const total = await get<TotalWatchTime>('/api/total_watch_time/', listener);
    // E 1200 + C 1800 + D 120 + F 60 + A 900 + B 1800
    expect(total).toEqual({ seconds: 5880, formatted_time: '1:38:00' });
  });

  it('top_5_podcasts_by_watch_time: longest first, ties by the most recent listening', async () => {
    const top = await get<TopPodcasts>('/api/top_5_podcasts_by_watch_time/', listener);
    const title = channel.category.title;
    const e = (i: number) => channel.episodes[i];
    expect(top.items).toEqual(
      [
        [1, 1800],
        [2, 1800],
        [4, 1200],
        [0, 900],
        [3, 120],
      ].map(([i = 0, watch_time]) => ({
        id: e(i)?.id,
        alias: e(i)?.alias,
        title: e(i)?.title,
        category: { title },
        watch_time,
      })),
    );
  });

  it('watch_time_by_day: the last 7 Georgian days by weekday, split at 08:00, 16:00 and midnight', async () => {
    const { time_by_day } = await get<WatchTimeByDay>('/api/watch_time_by_day/', listener);
    expect(Object.keys(time_by_day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(time_by_day).toEqual({
      // 15:52:30–16:00 is 450 s; 16:00–16:07:30 is 450 s and 23:45–24:00 is 900 s.
      Monday: { date: '2025-03-10', '00:00-08:00': 0, '08:00-16:00': 0.125, '16:00-24:00': 0.375, total_hours: 0.5 },
      // 00:00–00:15: 900 s. In UTC all of session B would have been Monday evening.
      Tuesday: { date: '2025-03-11', '00:00-08:00': 0.25, '08:00-16:00': 0, '16:00-24:00': 0, total_hours: 0.25 },
      Wednesday: { date: '2025-03-05', '00:00-08:00': 0.05, '08:00-16:00': 0, '16:00-24:00': 0, total_hours: 0.05 },
      Thursday: zeroDay('2025-03-06'),
      Friday: zeroDay('2025-03-07'),
      // Saturday 1 March is older than 7 days.
      Saturday: zeroDay('2025-03-08'),
      Sunday: zeroDay('2025-03-09'),
    });
  });

  it('watch_time_last_month: 29 Georgian days, today minus 28 through today', async () => {
    const { time_by_day } = await get<WatchTimeLastMonth>('/api/watch_time_last_month/', listener);
    const days = Object.keys(time_by_day);
    expect(days).toHaveLength(29);
    expect(days[0]).toBe('2025-02-11');
    expect(days[28]).toBe('2025-03-11');
    expect(days).toEqual([...days].sort());
    const listened = Object.fromEntries(Object.entries(time_by_day).filter(([, v]) => v.hours > 0));
    expect(listened).toEqual({
      '2025-02-11': { hours: 0.1667 }, // 600 s; 10 Feb is outside the window
      '2025-03-01': { hours: 0.5 },
      '2025-03-05': { hours: 0.05 },
      '2025-03-10': { hours: 0.5 },
      '2025-03-11': { hours: 0.25 },
    });
  });

  it('the Georgian day turns at 20:00 UTC', async () => {
    clock.set('2025-03-11T19:59:59Z'); // 23:59:59 on Tuesday in Tbilisi
    let byDay = await get<WatchTimeByDay>('/api/watch_time_by_day/', listener);
    expect(byDay.time_by_day.Wednesday.date).toBe('2025-03-05');
    expect(byDay.time_by_day.Wednesday.total_hours).toBe(0.05);
    let month = await get<WatchTimeLastMonth>('/api/watch_time_last_month/', listener);
    expect(Object.keys(month.time_by_day)[0]).toBe('2025-02-11');

    clock.set('2025-03-11T20:00:00Z'); // 00:00 on Wednesday 12 March in Tbilisi
    byDay = await get<WatchTimeByDay>('/api/watch_time_by_day/', listener);
    expect(byDay.time_by_day.Wednesday).toEqual(zeroDay('2025-03-12'));
    expect(byDay.time_by_day.Monday.total_hours).toBe(0.5);
    expect(byDay.time_by_day.Tuesday.total_hours).toBe(0.25);
    month = await get<WatchTimeLastMonth>('/api/watch_time_last_month/', listener);
    expect(Object.keys(month.time_by_day)[0]).toBe('2025-02-12');
    expect(month.time_by_day['2025-02-11']).toBeUndefined();
    expect(month.time_by_day['2025-03-12']).toEqual({ hours: 0 });
    clock.set('2025-03-11T09:00:00+04:00');
  });

  it('another user’s statistics are their own: empty, with every key present', async () => {
    expect(await get('/api/total_watch_time/', idle)).toEqual({ seconds: 0, formatted_time: '0:00:00' });
    expect(await get('/api/top_5_podcasts_by_watch_time/', idle)).toEqual({ items: [] });
    const byDay = await get<WatchTimeByDay>('/api/watch_time_by_day/', idle);
    expect(Object.values(byDay.time_by_day).map((d) => d.total_hours)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(byDay.time_by_day.Tuesday.date).toBe('2025-03-11');
    const month = await get<WatchTimeLastMonth>('/api/watch_time_last_month/', idle);
    expect(Object.values(month.time_by_day)).toEqual(Array.from({ length: 29 }, () => ({ hours: 0 })));
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/total_watch_time/',
      '/api/top_5_podcasts_by_watch_time/',
      '/api/watch_time_by_day/',
      '/api/watch_time_last_month/',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toMatch(/[\u10D0-\u10FF]/);
    }
  });
});

describe('the demo listener', () => {
  it('has weeks of listening, history, bookmarks, subscriptions and notifications to show', async () => {
    clock.set(new Date().toISOString());
    const token = await login(ctx.app, DEMO_ACCOUNTS.listener.email, DEMO_ACCOUNTS.listener.password);
    const demo = { id: 0, token, headers: { authorization: `Bearer ${token}` } };
    const total = await get<TotalWatchTime>('/api/total_watch_time/', demo);
    expect(total.seconds).toBeGreaterThan(10 * 3600);
    expect((await get<TopPodcasts>('/api/top_5_podcasts_by_watch_time/', demo)).items).toHaveLength(5);
    const month = await get<WatchTimeLastMonth>('/api/watch_time_last_month/', demo);
    const days = Object.values(month.time_by_day).filter((d) => d.hours > 0);
    expect(days.length).toBeGreaterThan(15);
    // The month's hours are the total's (all of it lies in the last 28 days and today).
    const hours = Object.values(month.time_by_day).reduce((sum, d) => sum + d.hours, 0);
    expect(hours).toBeCloseTo(total.seconds / 3600, 2);
    const week = await get<WatchTimeByDay>('/api/watch_time_by_day/', demo);
    expect(Object.values(week.time_by_day).filter((d) => d.total_hours > 0).length).toBeGreaterThan(3);

    const history = await get<{ items: { updated_at: string; progress: number }[]; count: number }>(
      '/api/history/',
      demo,
    );
    expect(history.count).toBeGreaterThan(5);
    const times = history.items.map((h) => h.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get<{ items: unknown[] }>('/api/lastly_listened/', demo)).items).toHaveLength(8);
    expect((await get<{ count: number }>('/api/bookmarks/', demo)).count).toBe(6);
    expect((await get<{ items: unknown[] }>('/api/notifications/', demo)).items.length).toBeGreaterThan(0);
    const profile = await ctx.app.inject({ method: 'POST', url: '/api/profile/', headers: demo.headers });
    expect(profile.json().subscribed_channels).toHaveLength(3);
    expect(profile.json().total_podcast_watch_time).toBe(total.seconds);
    clock.set('2025-03-11T09:00:00+04:00');
  });
});

describe('crediting rules', () => {
  const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000);

  it('credits nothing without a previous signal', () => {
    expect(creditFor({ position: 500, anchor: null, cursor: null, now: at(100), cap: 3600 })).toBeNull();
  });

  it('takes the least of progress, elapsed time and the cap', () => {
    const anchor = { position: 100, at: at(0) };
    expect(creditFor({ position: 130, anchor, cursor: null, now: at(60), cap: 3600 })?.seconds).toBe(30);
    expect(creditFor({ position: 900, anchor, cursor: null, now: at(60), cap: 3600 })?.seconds).toBe(60);
    expect(creditFor({ position: 900, anchor, cursor: null, now: at(6000), cap: 500 })?.seconds).toBe(500);
    expect(creditFor({ position: 90, anchor, cursor: null, now: at(60), cap: 3600 })).toBeNull();
  });

  it('starts after the user’s last credited interval', () => {
    const anchor = { position: 0, at: at(0) };
    expect(creditFor({ position: 60, anchor, cursor: at(50), now: at(60), cap: 3600 })?.seconds).toBe(10);
    expect(creditFor({ position: 60, anchor, cursor: at(60), now: at(60), cap: 3600 })).toBeNull();
  });

  it('places the interval just before the signal, and keeps a regular client’s fractions of a second', () => {
    const anchor = { position: 0, at: at(0) };
    const late = creditFor({ position: 30, anchor, cursor: null, now: at(100), cap: 3600 });
    expect(late).toEqual({ seconds: 30, start: at(70), end: at(100) });
    // 29.98 s passed while the position moved 30 s: 30 s, ending 20 ms from now, so the next window starts there.
    const jitter = creditFor({ position: 30, anchor, cursor: null, now: at(29.98), cap: 3600 });
    expect(jitter).toEqual({ seconds: 30, start: at(0), end: at(30) });
    const next = creditFor({
      position: 60,
      anchor: { position: 30, at: at(29.98) },
      cursor: at(30),
      now: at(60),
      cap: 3600,
    });
    expect(next?.seconds).toBe(30);
  });

  it('formats watch time as h:mm:ss with unbounded hours', () => {
    expect(formatWatchTime(0)).toBe('0:00:00');
    expect(formatWatchTime(59.9)).toBe('0:00:59');
    expect(formatWatchTime(3661)).toBe('1:01:01');
    expect(formatWatchTime(100 * 3600 + 5)).toBe('100:00:05');
  });
});
