import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { EpisodeList, Podcaster, PodcasterList } from '@podcast/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { holderGone } from '../src/plugins/uploads';
import { warmUp } from '../src/warm';
import { createTestApp, type TestContext } from './helper';
import { createEpisode, longMp3, newPodcaster, newUser, sendChunk, type TestUser } from './publishing-helpers';

let ctx: TestContext;
const WRITES_PER_MINUTE = 12;
const DRAFTS = 3;
const IN_FLIGHT = 1_000_000;

beforeAll(async () => {
  ctx = await createTestApp({
    publicCacheMs: 60_000,
    listenerWriteLimit: WRITES_PER_MINUTE,
    maxDraftsPerChannel: DRAFTS,
    uploadBytesInFlight: IN_FLIGHT,
  });
});
afterAll(async () => ctx?.close());

const inject = (options: InjectOptions | string) => ctx.app.inject(options);
const stagingDir = (id: number) => join(ctx.config.dataDir, 'uploads', String(id));
const rate = (user: TestUser, channel: number, rating: number) =>
  inject({ method: 'POST', url: `/api/podcaster/${channel}/rate/`, headers: user.headers, payload: { rating } });
const ready = (app: TestContext['app'], user: TestUser, id: number) =>
  app.inject({ method: 'POST', url: `/api/get_podcast_ready/${id}/`, headers: user.headers });

describe('a listener write drops only what it changed from the public cache (finding 3)', () => {
  it("a rating or subscription renews the channel's cached answers; an unrelated cached list stays cached", async () => {
    const channel = await newPodcaster(ctx.app, 'შეფასებული არხი');
    const other = await newPodcaster(ctx.app, 'სხვა არხი');
    const listener = await newUser(ctx.app);
    const detail = `/api/podcaster/${channel.id}`;
    const withIt = '/api/podcasters/?limit=100';
    const without = `/api/podcasters/?limit=100&exclude_ids=${channel.id}`;
    const categories = '/api/categories/';
    for (const url of [detail, withIt, without, categories]) {
      expect((await inject(url)).statusCode, url).toBe(200);
      expect((await inject(url)).headers['x-cache'], url).toBe('hit');
    }
    expect((await inject(without)).json<PodcasterList>().items.map((p) => p.id)).toContain(other.id);

    expect((await rate(listener, channel.id, 4)).statusCode).toBe(200);
    const renewed = await inject(detail);
    expect(renewed.headers['x-cache']).toBeUndefined();
    expect(renewed.json<Podcaster>().average_rating).toBe(4);
    const list = await inject(withIt);
    expect(list.headers['x-cache']).toBeUndefined();
    expect(list.json<PodcasterList>().items.find((p) => p.id === channel.id)?.average_rating).toBe(4);
    expect((await inject(without)).headers['x-cache']).toBe('hit');
    expect((await inject(categories)).headers['x-cache']).toBe('hit');

    const subscribed = await inject({
      method: 'POST',
      url: '/api/subscribe/',
      headers: listener.headers,
      payload: { channel_id: channel.id },
    });
    expect(subscribed.statusCode).toBe(201);
    const counted = await inject(detail);
    expect(counted.headers['x-cache']).toBeUndefined();
    expect(counted.json<Podcaster>().subscribers_count).toBe(1);
    expect((await inject(without)).headers['x-cache']).toBe('hit');
  });

  it("one user's writes in a loop get 429 with a Georgian detail; other users and reads are not affected", async () => {
    const channel = await newPodcaster(ctx.app, 'ხშირად შეფასებული');
    const looping = await newUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 3; i++)
      statuses.push((await rate(looping, channel.id, 1 + (i % 5))).statusCode);
    expect(statuses.slice(0, WRITES_PER_MINUTE)).toEqual(Array(WRITES_PER_MINUTE).fill(200));
    expect(statuses.slice(WRITES_PER_MINUTE)).toEqual([429, 429, 429]);
    const refused = await inject({
      method: 'POST',
      url: '/api/bookmark-podcast/?podcast_id=1',
      headers: looping.headers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/ძალიან ბევრი მცდელობა/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await inject({ url: '/api/bookmarks/', headers: looping.headers })).statusCode).toBe(200);
    const someoneElse = await newUser(ctx.app);
    expect((await rate(someoneElse, channel.id, 5)).statusCode).toBe(200);
  });
});

describe('a bad CORS preflight answers { detail } JSON', () => {
  it('without Origin or Access-Control-Request-Method: 400 in Georgian; a proper one still 204', async () => {
    for (const headers of [{}, { origin: 'https://example.ge' }, { 'access-control-request-method': 'GET' }]) {
      const response = await inject({ method: 'OPTIONS', url: '/api/categories/', headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().detail).toMatch(/მოთხოვნა/);
    }
    const proper = await inject({
      method: 'OPTIONS',
      url: '/api/categories/',
      headers: { origin: 'https://example.ge', 'access-control-request-method': 'GET' },
    });
    expect(proper.statusCode).toBe(204);
    expect(proper.headers['access-control-allow-origin']).toBe('https://example.ge');
  });
});

describe('limits a real service has (finding 9)', () => {
  it(`a channel holds at most ${DRAFTS} unfinished episodes; deleting one frees a place`, async () => {
    const podcaster = await newPodcaster(ctx.app, 'მონახაზების არხი');
    const drafts: number[] = [];
    for (let i = 0; i < DRAFTS; i++) drafts.push(await createEpisode(ctx.app, podcaster));
    await expect(createEpisode(ctx.app, podcaster)).rejects.toThrow(/409.*დაუსრულებელი/);
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/delete-podcast/${drafts[0]}`,
      headers: podcaster.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await createEpisode(ctx.app, podcaster)).toBeGreaterThan(0);
  });

  it("a user's unfinished uploads may declare at most UPLOAD_BYTES_IN_FLIGHT together", async () => {
    const podcaster = await newPodcaster(ctx.app, 'დიდი ატვირთვები');
    const first = await createEpisode(ctx.app, podcaster);
    const second = await createEpisode(ctx.app, podcaster);
    const big = Buffer.alloc(700_000);
    expect((await sendChunk(ctx.app, podcaster, first, big, 0)).statusCode).toBe(200);
    const refused = await sendChunk(ctx.app, podcaster, second, Buffer.alloc(400_000), 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/დაუსრულებელი ატვირთვები/);
    // Refused at once: no staging folder is left behind.
    expect(existsSync(stagingDir(second))).toBe(false);
    // A smaller one fits.
    expect((await sendChunk(ctx.app, podcaster, second, Buffer.alloc(300_000), 0)).statusCode).toBe(200);
  });

  it('a refused first chunk (wrong size, missing file) leaves no empty staging folder', async () => {
    const podcaster = await newPodcaster(ctx.app, 'უარყოფილი ნაწილები');
    const id = await createEpisode(ctx.app, podcaster);
    const data = longMp3(80);
    const short = await sendChunk(ctx.app, podcaster, id, data, 0, { chunk: data.subarray(0, 1000) });
    expect(short.statusCode).toBe(400);
    expect(existsSync(stagingDir(id))).toBe(false);
    const other = await newPodcaster(ctx.app, 'სხვისი');
    expect((await sendChunk(ctx.app, other, id, data, 0)).statusCode).toBe(403);
    expect(existsSync(stagingDir(id))).toBe(false);
    expect((await sendChunk(ctx.app, podcaster, id, data, 0)).statusCode).toBe(200);
    expect(existsSync(join(stagingDir(id), '0.chunk'))).toBe(true);
  });
});

describe('crash recovery of publishing (finding 5)', () => {
  it('only a process on this host that no longer exists (or an earlier life of our pid) is a dead holder', () => {
    const me = `${hostname()}:${process.pid}:aaaaaaaa`;
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    expect(holderGone(`${hostname()}:${exited}:bbbbbbbb`, me)).toBe(true);
    expect(holderGone(`${hostname()}:${process.pid}:bbbbbbbb`, me)).toBe(true);
    expect(holderGone(me, me)).toBe(false);
    expect(holderGone(`${hostname()}:${process.ppid}:cccccccc`, me)).toBe(false);
    expect(holderGone(`another-host:${exited}:bbbbbbbb`, me)).toBe(false);
    expect(holderGone(null, me)).toBe(false);
  });

  it("a restart releases a crashed assembly's claim and removes its files; the retried call publishes", async () => {
    const podcaster = await newPodcaster(ctx.app, 'ავარიული არხი');
    const data = longMp3(80);
    const id = await createEpisode(ctx.app, podcaster);
    for (const i of [0, 1, 2]) expect((await sendChunk(ctx.app, podcaster, id, data, i)).statusCode).toBe(200);
    // What kill -9 during get_podcast_ready leaves: a fresh claim of a process that is gone, a half-written
    // assembled file and a chunk's temporary file.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await ctx.app.db
      .updateTable('episode_uploads')
      .set({ assembling_at: new Date(), assembling_by: `${hostname()}:${gone}:deadbeef` })
      .where('episode_id', '=', id)
      .execute();
    ctx.app.uploads.forget(id);
    const assembled = join(stagingDir(id), `assembled-${randomUUID()}.tmp`);
    const chunkTemp = join(stagingDir(id), `1.chunk.${randomUUID()}.tmp`);
    await writeFile(assembled, data.subarray(0, 400_000));
    await writeFile(chunkTemp, data.subarray(0, 1000));
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(chunkTemp, old, old);
    expect((await ready(ctx.app, podcaster, id)).statusCode).toBe(409);

    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      await restarted.ready();
      expect(existsSync(assembled)).toBe(false);
      expect(existsSync(chunkTemp)).toBe(false);
      const claim = await restarted.db
        .selectFrom('episode_uploads')
        .select(['assembling_at', 'assembling_by'])
        .where('episode_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(claim).toEqual({ assembling_at: null, assembling_by: null });
      const retried = await ready(restarted, podcaster, id);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().podcast.status).toBe('ready');
      expect(existsSync(stagingDir(id))).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});

describe('under load (issue 14)', () => {
  /** Holds every database query until `release` (the database is busy or gone). */
  function stallDatabase() {
    const executor = ctx.app.db.getExecutor();
    const original = executor.executeQuery.bind(executor) as (...args: unknown[]) => Promise<never>;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queries: string[] = [];
    const stalled = async (...args: unknown[]) => {
      queries.push((args[0] as { sql: string }).sql);
      await gate;
      return original(...args);
    };
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(stalled);
    return {
      queries,
      release() {
        release();
        spy.mockRestore();
      },
    };
  }

  it('/media sends the file while the database is stalled; the play is counted once it is back', async () => {
    const episode = (await inject('/api/podcasts/?limit=1')).json<EpisodeList>().items[0];
    if (!episode?.file) throw new Error('no demo episode');
    const hits = async () => {
      await ctx.app.flushPlays();
      const row = await ctx.app.db
        .selectFrom('episodes')
        .select('hits')
        .where('id', '=', episode.id)
        .executeTakeFirst();
      return row?.hits;
    };
    const before = await hits();
    const stalled = stallDatabase();
    try {
      const response = await inject({
        url: `/media/${episode.file}?podcast_id=${episode.id}`,
        headers: { range: 'bytes=0-99', 'user-agent': 'stalled-database' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.rawPayload.length).toBe(100);
    } finally {
      stalled.release();
    }
    expect(await hits()).toBe((before ?? 0) + 1);
  });

  it('start-up warms the public answers before the server listens', async () => {
    ctx.app.clearPublicCache();
    await warmUp(ctx.app);
    for (const url of ['/api/menus/', '/api/blocks/', '/api/categories/', '/api/podcasts/', '/api/podcasters/']) {
      expect((await inject(url)).headers['x-cache'], url).toBe('hit');
    }
  });

  it("start-up warms the newest published episode's page, not a newer unpublished one's", async () => {
    const [shown] = (JSON.parse((await inject('/api/podcasts/?limit=1')).body) as EpisodeList).items;
    if (!shown) throw new Error('the demo has no published episode');
    // A ready episode newer than every other, taken off the site by its podcaster.
    const hidden = await ctx.app.db
      .updateTable('episodes')
      .set({ is_published: false, published_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', shown.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      ctx.app.clearPublicCache();
      const [next] = (JSON.parse((await inject('/api/podcasts/?limit=1')).body) as EpisodeList).items;
      if (!next || next.id === hidden.id) throw new Error('the demo has one published episode only');
      ctx.app.clearPublicCache();
      await warmUp(ctx.app);
      expect((await inject(`/api/podcast/${next.id}/`)).headers['x-cache']).toBe('hit');
    } finally {
      await ctx.app.db
        .updateTable('episodes')
        .set({ is_published: true, published_at: new Date(shown.published) })
        .where('id', '=', hidden.id)
        .execute();
      ctx.app.clearPublicCache();
    }
  });

  it('many requests for an answer not cached yet run its query once', async () => {
    const channel = await newPodcaster(ctx.app, 'ცივი სტარტი');
    const url = `/api/podcaster/${channel.id}`;
    ctx.app.clearPublicCache();
    const stalled = stallDatabase();
    let answers: Awaited<ReturnType<typeof inject>>[];
    try {
      const pending = Array.from({ length: 20 }, () => inject(url));
      await vi.waitFor(() => expect(stalled.queries.some((q) => q.includes('channel_rows('))).toBe(true));
      stalled.release();
      answers = await Promise.all(pending);
    } finally {
      stalled.release();
    }
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(19);
    expect(stalled.queries.filter((q) => q.includes('channel_rows('))).toHaveLength(1);
  });
});
