import type { HistoryItem, SignalResponse } from '@podcast/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import { SignalWrites } from '../src/routes/listener/signals';
import { createTestApp, type TestContext } from './helper';
import { newChannel, newUser, testClock } from './listener-fixtures';

// Signals are answered from memory and written behind (issue 14, ADR 007): what durability, read-your-writes and
// several instances on one database still guarantee.

let ctx: TestContext;
const clock = testClock('2025-05-01T08:00:00Z');
let episodes: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  episodes = (await newChannel(ctx, 'writes', [3600, 3600, 3600])).episodes.map((e) => e.id);
});
afterAll(async () => {
  await ctx?.close();
});

/** The timer seam: the store's interval fires only when the test says so. */
function manualTimer() {
  let tick: (() => void) | undefined;
  return {
    every: (_ms: number, fn: () => void) => {
      tick = fn;
      return () => {
        tick = undefined;
      };
    },
    fire: () => tick?.(),
    get running() {
      return tick !== undefined;
    },
  };
}

const quiet = { error: () => undefined, warn: () => undefined };
const store = (timer = manualTimer()) =>
  new SignalWrites({ db: ctx.app.db, log: quiet, episodeTtlMs: 5000, every: timer.every });
const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

/** What the database holds for a user (read directly, past every cache). */
async function stored(userId: number) {
  const history = await ctx.app.db
    .selectFrom('history')
    .select(['id', 'episode_id', 'stop_time', 'signal_position'])
    .where('user_id', '=', userId)
    .orderBy('episode_id')
    .execute();
  const events = await ctx.app.db
    .selectFrom('listening_events')
    .select(['seconds', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    history,
    seconds: events.reduce((sum, e) => sum + e.seconds, 0),
    intervals: events.map((e) => {
      const end = new Date(e.created_at).getTime();
      return [end - e.seconds * 1000, end] as const;
    }),
  };
}

describe('signals written behind', () => {
  it('answers at once and writes on the timer, in one batch', async () => {
    const user = await newUser(ctx, 'timer');
    const timer = manualTimer();
    const signals = store(timer);
    const first = await signals.record(user.id, episodes[0] ?? 0, 0, at(0));
    const second = await signals.record(user.id, episodes[0] ?? 0, 60, at(60));
    expect(second).toEqual({ ...first, stop_time: 60, progress: 2, credited_seconds: 60 });
    expect(await stored(user.id)).toMatchObject({ history: [], seconds: 0 });

    timer.fire();
    expect(signals.queued).toBe(0); // the timer took the queue
    await signals.settle(user.id);
    expect(await stored(user.id)).toMatchObject({
      history: [{ id: first.id, episode_id: episodes[0], stop_time: 60, signal_position: 60 }],
      seconds: 60,
    });
    await signals.close();
    expect(timer.running).toBe(false);
  });

  it('keeps a written signal across a crash; a crash loses only what was not written yet', async () => {
    const user = await newUser(ctx, 'crash');
    const timer = manualTimer();
    const before = store(timer);
    await before.record(user.id, episodes[1] ?? 0, 100, at(0));
    timer.fire();
    await before.settle(user.id);
    // Not written yet when the process dies (no close, the timer never fires again).
    expect((await before.record(user.id, episodes[1] ?? 0, 130, at(30))).credited_seconds).toBe(30);

    // After the restart the state comes from the database: the written anchor (100 at 0 s), not the lost one.
    const after = store();
    const next = await after.record(user.id, episodes[1] ?? 0, 160, at(60));
    expect(next.credited_seconds).toBe(60);
    await after.close();
    expect(await stored(user.id)).toMatchObject({
      history: [{ episode_id: episodes[1], stop_time: 160, signal_position: 160 }],
      seconds: 60,
    });
  });

  it('writes the queue on shutdown, and another instance reads it', async () => {
    const user = await newUser(ctx, 'shutdown');
    const other: App = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    const signal = (stopTime: number) =>
      other.inject({
        method: 'POST',
        url: `/api/get_podcast_signal/?podcast_id=${episodes[2]}&stop_time=${stopTime}`,
        headers: user.headers,
      });
    expect((await signal(10)).statusCode).toBe(200);
    clock.advance(20);
    expect((await signal(30)).json<SignalResponse>().credited_seconds).toBe(20);
    await other.close();

    expect(await stored(user.id)).toMatchObject({ history: [{ stop_time: 30 }], seconds: 20 });
    const resume = await ctx.app.inject({ method: 'GET', url: `/api/history/${episodes[2]}/`, headers: user.headers });
    expect(resume.json<HistoryItem>().stop_time).toBe(30);
  });

  it('never credits overlapping time for one user through two instances', async () => {
    const user = await newUser(ctx, 'two');
    const a = store();
    const b = store();
    await a.record(user.id, episodes[0] ?? 0, 0, at(0));
    await a.flush();
    await b.record(user.id, episodes[1] ?? 0, 0, at(0));
    await b.flush();
    // Both played for the same minute; each instance alone would credit it.
    expect((await a.record(user.id, episodes[0] ?? 0, 60, at(60))).credited_seconds).toBe(60);
    expect((await b.record(user.id, episodes[1] ?? 0, 60, at(60))).credited_seconds).toBe(60);
    await a.flush();
    await b.flush(); // b's copy of the user is stale: its signal is written against the database's state
    const { history, seconds, intervals } = await stored(user.id);
    expect(seconds).toBe(60);
    expect(intervals).toHaveLength(1);
    expect(history.map((h) => h.stop_time)).toEqual([60, 60]);
    // b read the user again: its next signal credits from the database's state.
    expect((await b.record(user.id, episodes[1] ?? 0, 90, at(90))).credited_seconds).toBe(30);
    await Promise.all([a.close(), b.close()]);
    expect((await stored(user.id)).seconds).toBe(90);
  });

  it('a history deletion through another instance makes this one read the user again', async () => {
    const user = await newUser(ctx, 'deleted');
    const here = store();
    await here.record(user.id, episodes[0] ?? 0, 0, at(0));
    await here.flush();
    const cleared = await ctx.app.inject({ method: 'DELETE', url: '/api/history/clear/', headers: user.headers });
    expect(cleared.json()).toMatchObject({ deleted: 1 });
    // The anchor is gone: the database credits nothing for this signal (this instance's answer could not know).
    await here.record(user.id, episodes[0] ?? 0, 60, at(60));
    await here.close();
    expect(await stored(user.id)).toMatchObject({ history: [{ stop_time: 60 }], seconds: 0 });
  });

  it('reads of history, statistics and the profile see signals answered a moment before', async () => {
    const user = await newUser(ctx, 'reads');
    const call = (method: 'GET' | 'POST', url: string) => ctx.app.inject({ method, url, headers: user.headers });
    await call('POST', `/api/get_podcast_signal/?podcast_id=${episodes[0]}&stop_time=0`);
    clock.advance(45);
    await call('POST', `/api/get_podcast_signal/?podcast_id=${episodes[0]}&stop_time=45`);
    expect((await call('GET', '/api/total_watch_time/')).json().seconds).toBe(45);
    clock.advance(15);
    await call('POST', `/api/get_podcast_signal/?podcast_id=${episodes[0]}&stop_time=60`);
    expect((await call('POST', '/api/profile/')).json().total_podcast_watch_time).toBe(60);
    clock.advance(15);
    await call('POST', `/api/get_podcast_signal/?podcast_id=${episodes[0]}&stop_time=75`);
    expect((await call('GET', '/api/history/')).json().items[0]).toMatchObject({ stop_time: 75 });
  });

  it('refuses an episode that is not playable without queueing anything', async () => {
    const user = await newUser(ctx, 'missing');
    const signals = store();
    await expect(signals.record(user.id, 999_999, 10, at(0))).rejects.toMatchObject({ statusCode: 404 });
    expect(signals.queued).toBe(0);
    await signals.close();
  });

  it('trusts a playable episode for a while, reading it again in the background past half of that', async () => {
    const user = await newUser(ctx, 'unpublished');
    const [episode] = (await newChannel(ctx, 'unpublished', [600])).episodes;
    const id = episode?.id ?? 0;
    const signals = store();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now());
      await signals.record(user.id, id, 0, at(0));
      await ctx.app.db.updateTable('episodes').set({ is_published: false }).where('id', '=', id).execute();
      vi.setSystemTime(Date.now() + 2000); // within the first half of 5 s: trusted
      expect((await signals.record(user.id, id, 2, at(2))).stop_time).toBe(2);
      vi.setSystemTime(Date.now() + 1000); // past half: answered at once, and read again meanwhile
      expect((await signals.record(user.id, id, 3, at(3))).stop_time).toBe(3);
      await vi.waitFor(() => expect(signals.record(user.id, id, 4, at(4))).rejects.toMatchObject({ statusCode: 404 }));
    } finally {
      vi.useRealTimers();
      await signals.close();
    }
  });

  it('takes history ids ahead, so that a first signal of an episode does not wait for the sequence', async () => {
    const user = await newUser(ctx, 'ids');
    const lastId = async () =>
      Number(
        (await sql<{ n: string }>`select last_value::text as n from history_id_seq`.execute(ctx.app.db)).rows[0]?.n,
      );
    const signals = store();
    const before = await lastId();
    await signals.prepare();
    const taken = await lastId();
    expect(taken).toBeGreaterThan(before);
    const answer = await signals.record(user.id, episodes[0] ?? 0, 5, at(0));
    expect(answer.id).toBeGreaterThan(before);
    expect(answer.id).toBeLessThanOrEqual(taken);
    expect(await lastId()).toBe(taken);
    await signals.close();
  });
});
