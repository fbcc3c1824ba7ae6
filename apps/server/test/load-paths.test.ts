import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { BookmarkList, SignalResponse } from '@podcast/contract';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Batcher } from '../src/lib/batch';
import { fixedHeaders, securityHeaderOptions } from '../src/plugins/external';
import { SignalWrites } from '../src/routes/listener/signals';
import { createTestApp, type TestContext } from './helper';
import { newChannel, newUser } from './listener-fixtures';

// Issue 14, bench:load: the restart's first burst of signed-in listeners reads sessions and signal states in a few
// statements instead of one each, and the security headers are worked out once. Same answers as before.

let ctx: TestContext;
let episodes: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  episodes = (await newChannel(ctx, 'burst', [600, 900, 1200])).episodes.map((e) => e.id);
});
afterAll(async () => {
  await ctx?.close();
});

/** Resolves after the current turn of the event loop (and the batch it scheduled) has run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('reads the keys asked for in one turn in one statement, each answer its own', async () => {
    const calls: number[][] = [];
    const batcher = new Batcher(async (keys: number[]) => {
      calls.push([...keys]);
      return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `value ${k}`]));
    });
    const answers = await Promise.all([1, 2, 3, 4, 2].map((key) => batcher.get(key)));
    expect(answers).toEqual([undefined, 'value 2', undefined, 'value 4', 'value 2']);
    expect(calls).toEqual([[1, 2, 3, 4]]);
    expect(batcher.statements).toBe(1);
    // A later turn is a new statement.
    expect(await batcher.get(6)).toBe('value 6');
    expect(calls).toEqual([[1, 2, 3, 4], [6]]);
  });

  it('splits a large turn into statements of at most `max` keys', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher(async (keys: number[]) => {
      sizes.push(keys.length);
      return new Map(keys.map((k) => [k, k * 10]));
    }, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((key) => batcher.get(key)));
    expect(answers).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('rejects the calls of a failed statement only', async () => {
    const batcher = new Batcher(async (keys: number[]) => {
      if (keys.includes(13)) throw new Error('bad batch');
      return new Map(keys.map((k) => [k, k]));
    }, 2);
    const results = await Promise.allSettled([11, 12, 13, 14].map((key) => batcher.get(key)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(await batcher.get(13).catch((error: Error) => error.message)).toBe('bad batch');
  });
});

describe('a burst of first signed-in calls', () => {
  it('checks the tokens of one turn together, and each caller gets their own answer; a bad token still 401', async () => {
    const users = await Promise.all(Array.from({ length: 24 }, (_, i) => newUser(ctx, `burst-${i}`)));
    // Each saves one episode (through the database directly, so no token is checked before the burst).
    await ctx.app.db
      .insertInto('bookmarks')
      .values(users.map((user, i) => ({ user_id: user.id, episode_id: episodes[i % episodes.length] as number })))
      .execute();
    await nextTurn();
    const before = ctx.app.auth.sessionStatements;
    const answers = await Promise.all([
      ...users.map((user) => ctx.app.inject({ url: '/api/bookmarks/', headers: user.headers })),
      ctx.app.inject({ url: '/api/bookmarks/', headers: { authorization: 'Bearer not-a-session' } }),
    ]);
    const statements = ctx.app.auth.sessionStatements - before;
    expect(answers.at(-1)?.statusCode).toBe(401);
    for (const [i, answer] of answers.slice(0, -1).entries()) {
      expect(answer.statusCode).toBe(200);
      const list = answer.json<BookmarkList>();
      expect(list.items.map((item) => item.podcast_id)).toEqual([episodes[i % episodes.length]]);
    }
    // 25 first checks at once: far fewer statements than calls (one per turn the calls were spread over).
    expect(statements).toBeGreaterThanOrEqual(1);
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('reads the signal states and episodes of first signals in one statement each; answers as one at a time', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => newUser(ctx, `signals-${i}`)));
    // One user has history already: their state must come back as theirs (the anchor credits the next signal).
    const now = new Date();
    const first = users[0] as (typeof users)[number];
    const quiet = { error: () => undefined, warn: () => undefined };
    const seed = new SignalWrites({ db: ctx.app.db, log: quiet, episodeTtlMs: 5000, every: () => () => undefined });
    await seed.record(first.id, episodes[0] as number, 100, new Date(now.getTime() - 30_000));
    await seed.close();

    const signals = new SignalWrites({ db: ctx.app.db, log: quiet, episodeTtlMs: 5000, every: () => () => undefined });
    await nextTurn();
    const answers: SignalResponse[] = await Promise.all(
      users.map((user, i) => signals.record(user.id, episodes[i % episodes.length] as number, 130, now)),
    );
    expect(signals.stateStatements).toBe(1);
    // Unknown users answer 401 as before, also within a batch.
    await expect(
      Promise.all([
        signals.record(-5, episodes[0] as number, 10, now),
        signals.record(-6, episodes[1] as number, 10, now),
      ]),
    ).rejects.toMatchObject({ statusCode: 401 });
    // An episode that is not playable: 404, its neighbours in the same turn unaffected.
    const mixed = await Promise.allSettled([
      signals.record(users[1]?.id as number, 999_999, 10, now),
      signals.record(users[2]?.id as number, episodes[2] as number, 140, new Date(now.getTime() + 10_000)),
    ]);
    expect(mixed[0]).toMatchObject({ status: 'rejected', reason: { statusCode: 404 } });
    expect(mixed[1]).toMatchObject({ status: 'fulfilled', value: { stop_time: 140, credited_seconds: 10 } });
    await signals.close();

    // The user with history was credited from their own anchor (100 s 30 s ago, now at 130 s); the others start.
    expect(answers[0]).toMatchObject({ podcast_id: episodes[0], stop_time: 130, credited_seconds: 30 });
    for (const answer of answers.slice(1)) expect(answer.credited_seconds).toBe(0);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(users.length);
    const rows = await ctx.app.db
      .selectFrom('history')
      .select(['user_id', 'episode_id', 'stop_time'])
      .where(
        'user_id',
        'in',
        users.map((user) => user.id),
      )
      .execute();
    expect(rows).toHaveLength(users.length);
    for (const [i, user] of users.entries()) {
      const row = rows.find((r) => r.user_id === user.id && r.episode_id === episodes[i % episodes.length]);
      expect(row?.stop_time).toBe(i === 2 ? 140 : 130);
    }
  });
});

describe('security headers', () => {
  /** The headers helmet itself sets on a fresh response, per request as before. */
  function helmetsOwn(): OutgoingHttpHeaders {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(securityHeaderOptions)(res.req, res, () => undefined);
    return res.getHeaders();
  }

  it('are worked out once, and every answer carries exactly what helmet sets', async () => {
    expect(fixedHeaders(helmet(securityHeaderOptions))).toBeDefined();
    const expected = helmetsOwn();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/api/categories/', '/api/categories/', '/api/nothing-here/', '/api/bookmarks/']) {
      const response = await ctx.app.inject(url);
      for (const [name, value] of Object.entries(expected)) expect([url, response.headers[name]]).toEqual([url, value]);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('a middleware that reads the request or answers later is run per request instead', () => {
    expect(fixedHeaders((req, _res, next) => next(req.headers.host ? undefined : undefined))).toBeUndefined();
    expect(fixedHeaders((_req, _res, next) => setImmediate(next))).toBeUndefined();
    expect(fixedHeaders((_req, _res, next) => next(new Error('no')))).toBeUndefined();
    expect(
      fixedHeaders((_req, res, next) => {
        res.setHeader('x-a', 'b');
        next();
      }),
    ).toEqual({ set: [['x-a', 'b']], removed: [] });
  });
});
