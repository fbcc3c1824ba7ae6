import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { OwnEpisode } from '@podcast/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { podcastGuid, uuidv5 } from '../src/lib/rss';
import { attachment } from '../src/plugins/media';
import { createTestApp, type TestContext } from './helper';
import { createEpisode, fixture, longMp3, newPodcaster, newUser, type TestUser, upload } from './publishing-helpers';

interface FeedItem {
  title: string;
  link: string;
  guid: { '@isPermaLink': string; '#text': string };
  pubDate: string;
  enclosure: Record<string, string>;
  'itunes:duration': string;
  'itunes:image': { '@href': string };
}

let ctx: TestContext;
let podcaster: TestUser;
let episode: OwnEpisode;
let cover: string;
const TITLE = 'ქართული ისტორია: თამარ მეფე';
const audio = longMp3(10);

const inject = (options: InjectOptions | string) => ctx.app.inject(options);
const hits = async (id: number) => {
  await ctx.app.flushPlays(); // plays are written in batches
  return (await ctx.app.db.selectFrom('episodes').select('hits').where('id', '=', id).executeTakeFirstOrThrow()).hits;
};

beforeAll(async () => {
  ctx = await createTestApp();
  podcaster = await newPodcaster(ctx.app, 'მედიის არხი');
  const id = await createEpisode(ctx.app, podcaster, { title: TITLE, category_id: '2' }, [
    { field: 'image', name: 'cover.jpg', type: 'image/jpeg', data: fixture('cover.jpg') },
  ]);
  const response = await upload(ctx.app, podcaster, id, audio);
  if (response.statusCode !== 200) throw new Error(response.body);
  episode = response.json<{ podcast: OwnEpisode }>().podcast;
  cover = episode.image.url ?? '';
});
afterAll(async () => {
  await ctx?.close();
});

describe('serving /media', () => {
  it('answers byte ranges with 206, impossible ones with 416, and validates caches', async () => {
    const url = `/media/${episode.file}`;
    const whole = await inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(Number(whole.headers['content-length'])).toBe(audio.length);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.etag).toBeTruthy();
    expect(new Date(String(whole.headers['last-modified'])).getTime()).toBeGreaterThan(0);

    const part = await inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${audio.length}`);
    expect(Buffer.compare(part.rawPayload, audio.subarray(100, 200))).toBe(0);
    const tail = await inject({ url, headers: { range: 'bytes=-50' } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, audio.subarray(audio.length - 50))).toBe(0);

    const beyond = await inject({ url, headers: { range: `bytes=${audio.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${audio.length}`);
    expect(beyond.json().detail).toBe('მოთხოვნილი დიაპაზონი ფაილის ზომას აღემატება');
    const changed = await inject({ url, headers: { 'if-match': '"another-version"' } });
    expect(changed.statusCode).toBe(412);
    expect(changed.json().detail).toMatch(/წინაპირობა/);

    const revalidated = await inject({ url, headers: { 'if-none-match': String(whole.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    const stale = await inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"not-the-etag"' } });
    expect(stale.statusCode).toBe(200);
  });

  /** Polls (no time bound) until the hot path knows `path`: its stat is taken in the background. */
  const cached = async (path: string) => {
    while (!ctx.app.mediaFileCached(path)) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const answer = (r: Awaited<ReturnType<typeof inject>>) => {
    const { date: _date, ...headers } = r.headers;
    return { status: r.statusCode, headers, body: r.rawPayload.toString('base64') };
  };

  it('answers from its cached stat exactly what send answers, for every kind of Range header', async () => {
    const data = audio.subarray(0, 5_000);
    const n = data.length;
    const ranges = [
      undefined,
      'bytes=100-199',
      'bytes=0-',
      'bytes=4999-',
      `bytes=10-${n + 100}`,
      'bytes=-50',
      `bytes=-${n}`,
      `bytes=-${n + 10}`,
      'bytes=-0',
      `bytes=${n}-`,
      'bytes=5-2',
      'bytes=1e3-2e3',
      'bytes= 1-2',
      'bytes=1-2,4-5',
      'items=1-2',
    ];
    for (const [i, range] of ranges.entries()) {
      // A new file each time: its first request goes through send, the next one through the cached stat.
      const path = `fast/${i}.mp3`;
      await ctx.app.storage.put(path, data);
      const headers = range === undefined ? {} : { range };
      const first = await inject({ url: `/media/${path}`, headers });
      await cached(path);
      const again = await inject({ url: `/media/${path}`, headers });
      expect(answer(again), range).toEqual(answer(first));
    }
    const ok = await inject({ url: '/media/fast/0.mp3', headers: { range: 'bytes=10-19' } });
    expect(ok.statusCode).toBe(206);
    expect(Buffer.compare(ok.rawPayload, data.subarray(10, 20))).toBe(0);
  });

  it('answers past its first direct read exactly what send answers (the rest of a long answer streams)', async () => {
    // Longer than the first bytes the hot path reads at once (64 KB), so most answers are read in two parts.
    const data = Buffer.concat(Array.from({ length: 8 }, () => audio)).subarray(0, 300_000);
    const path = 'fast/long.mp3';
    await ctx.app.storage.put(path, data);
    const ranges = [undefined, 'bytes=0-', 'bytes=65535-65536', 'bytes=65536-', 'bytes=1000-131071', 'bytes=-200000'];
    for (const range of ranges) {
      const headers = range === undefined ? {} : { range };
      // A conditional header that never matches sends the request through `send`.
      const viaSend = await inject({ url: `/media/${path}`, headers: { ...headers, 'if-none-match': '"x"' } });
      await cached(path);
      const hot = await inject({ url: `/media/${path}`, headers });
      expect(hot.statusCode, range).toBe(viaSend.statusCode);
      expect(hot.headers['content-range'], range).toBe(viaSend.headers['content-range']);
      expect(hot.headers['content-length'], range).toBe(String(viaSend.rawPayload.length));
      expect(Buffer.compare(hot.rawPayload, viaSend.rawPayload), range).toBe(0);
    }
    const whole = await inject(`/media/${path}`);
    expect(Buffer.compare(whole.rawPayload, data)).toBe(0);
  });

  it('never answers from a kept descriptor whose file shrank outside the server', async () => {
    const { truncate } = await import('node:fs/promises');
    const path = 'fast/shrunk.mp3';
    await ctx.app.storage.put(path, audio.subarray(0, 5_000));
    await inject(`/media/${path}`);
    await cached(path);
    // Cut behind the server's back (not through storage): its cached stat still says 5 000 bytes.
    await truncate(ctx.app.storage.resolve(path), 1_000);
    const past = await inject({ url: `/media/${path}`, headers: { range: 'bytes=2000-2999' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    const whole = await inject(`/media/${path}`);
    expect(whole.statusCode).toBe(200);
    expect(Buffer.compare(whole.rawPayload, audio.subarray(0, 1_000))).toBe(0);
  });

  it('serves a file replaced or removed through storage fresh, never its cached stat', async () => {
    const path = 'fast/replaced.mp3';
    const url = `/media/${path}`;
    await ctx.app.storage.put(path, audio.subarray(0, 3_000));
    await inject(url);
    await cached(path);
    expect((await inject(url)).rawPayload.length).toBe(3_000);

    const longer = audio.subarray(1_000, 9_000);
    await ctx.app.storage.put(path, longer);
    const fresh = await inject({ url, headers: { range: 'bytes=7000-' } });
    expect(fresh.statusCode).toBe(206);
    expect(fresh.headers['content-range']).toBe('bytes 7000-7999/8000');
    expect(Buffer.compare(fresh.rawPayload, longer.subarray(7_000))).toBe(0);
    const whole = await inject(url);
    expect(whole.headers['content-length']).toBe('8000');
    expect(Buffer.compare(whole.rawPayload, longer)).toBe(0);

    // A file moved into place (how uploads land) is also served fresh.
    await cached(path);
    const { writeFile } = await import('node:fs/promises');
    const source = join(ctx.app.storage.root, '..', `adopt-${process.pid}.mp3`);
    const shorter = audio.subarray(0, 500);
    await writeFile(source, shorter);
    await ctx.app.storage.adopt(path, source);
    const adopted = await inject(url);
    expect(adopted.statusCode).toBe(200);
    expect(adopted.headers['content-length']).toBe('500');
    expect(Buffer.compare(adopted.rawPayload, shorter)).toBe(0);

    await cached(path);
    await ctx.app.storage.remove(path);
    expect((await inject(url)).statusCode).toBe(404);
  });

  it('keeps serving a file after a listener aborts an answer midway (the kept descriptor stays open)', async () => {
    const { request } = await import('node:http');
    const path = 'fast/aborted.mp3';
    const big = Buffer.concat(Array.from({ length: 20 }, () => audio));
    await ctx.app.storage.put(path, big);
    await inject(`/media/${path}`);
    await cached(path);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // The player seeks: it drops the answer after its first bytes.
    await new Promise<void>((resolve, reject) => {
      const req = request(`${address}/media/${path}`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.setTimeout(10_000, () => reject(new Error('no answer')));
      req.end();
    });
    for (let i = 0; i < 30; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const next = await inject({ url: `/media/${path}`, headers: { range: `bytes=${i * 1000}-${i * 1000 + 99}` } });
      expect(next.statusCode).toBe(206);
      expect(Buffer.compare(next.rawPayload, big.subarray(i * 1000, i * 1000 + 100))).toBe(0);
    }
  });

  it('sends downloads with the Georgian title as the file name (RFC 5987) and an ASCII fallback', async () => {
    const response = await inject(`/media/${episode.file}?download=1`);
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['content-disposition']);
    // The colon cannot be in a file name on every system: it becomes a space.
    const name = 'ქართული ისტორია თამარ მეფე.mp3';
    expect(header).toBe(
      `attachment; filename="kartuli-istoria-tamar-mepe.mp3"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(header).not.toMatch(/[^\x20-\x7e]/);
    const ranged = await inject({ url: `/media/${episode.file}?download=1`, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-disposition']).toBe(header);
    expect((await inject(`/media/${episode.file}`)).headers['content-disposition']).toBeUndefined();
    // Characters a file name cannot hold are replaced, quotes cannot break out of the header.
    expect(attachment("it's (1)", '.mp3')).toBe(
      `attachment; filename="it-s-1.mp3"; filename*=UTF-8''it%27s%20%281%29.mp3`,
    );
    expect(attachment('a/b"c\\d:e\n', '.mp3')).toBe(
      `attachment; filename="a-b-c-d-e.mp3"; filename*=UTF-8''a%20b%20c%20d%20e.mp3`,
    );
  });

  it('serves thumbnails made on upload, makes missing ones on first request, and falls back to the original', async () => {
    const made = await inject(`/media/_thumb/${cover}`);
    expect(made.statusCode).toBe(200);
    expect((await sharp(made.rawPayload).metadata()).width).toBe(480);

    await rm(join(ctx.config.dataDir, 'media', '_thumb', cover));
    const remade = await inject(`/media/_thumb/${cover}`);
    expect(remade.statusCode).toBe(200);
    expect(remade.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(remade.rawPayload).metadata()).width).toBe(480);
    expect(existsSync(join(ctx.config.dataDir, 'media', '_thumb', cover))).toBe(true);

    const small = 'covers/small.png';
    await ctx.app.storage.put(small, fixture('cover.png'));
    const notEnlarged = await inject(`/media/_thumb/${small}`);
    expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(64);

    // Not an image: the original is the fallback.
    const fallback = await inject(`/media/_thumb/${episode.file}`);
    expect(fallback.statusCode).toBe(302);
    expect(fallback.headers.location).toBe(`/media/${episode.file}`);
    expect(fallback.headers['cache-control']).toBe('no-cache');
    await ctx.app.storage.put('covers/broken.jpg', Buffer.from('not really a jpeg'));
    expect((await inject('/media/_thumb/covers/broken.jpg')).statusCode).toBe(302);

    const missing = await inject('/media/_thumb/covers/none.jpg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('ვერ მოიძებნა');
  });

  it('serves nothing outside the media root, no dotfiles and no staging files', async () => {
    for (const url of [
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/covers/..%2F..%2Fdb',
      '/media/episodes/.hidden.mp3',
      '/media/_thumb/../../package.json',
      '/media/',
      `/media/${episode.file}%00.jpg`,
      '/media/%E0%A4%A',
      '/media/_thumb/%',
      '/media/a\\..\\..\\package.json',
    ]) {
      const response = await inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect((await inject('/uploads/1/0.chunk')).statusCode).toBe(404);
  });
});

describe('plays', () => {
  it('counts a listener once a day however many Range requests the player makes', async () => {
    const id = await createEpisode(ctx.app, podcaster, { title: 'მოსმენები', category_id: '2' });
    const file = (await upload(ctx.app, podcaster, id, fixture('tone.wav'))).json<{ podcast: OwnEpisode }>().podcast
      .file;
    const play = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      inject({ method, url: `/media/${file}`, headers: { 'user-agent': 'Player/1.0', ...headers } });
    expect(await hits(id)).toBe(0);
    await play({});
    await play({ range: 'bytes=0-1' });
    await play({ range: 'bytes=2-1000' });
    await play({ range: 'bytes=1000-' });
    expect(await hits(id)).toBe(1);
    await play({ 'user-agent': 'Other/2.0' });
    await play({ 'user-agent': 'Other/2.0', range: 'bytes=0-' });
    expect(await hits(id)).toBe(2);
    await play({ 'user-agent': 'Third/3.0' }, 'HEAD');
    expect(await hits(id)).toBe(2);

    // A signed-in listener counts as one person on every device.
    const listener = await newUser(ctx.app);
    const second = await ctx.app.auth.createSession(listener.id);
    await play({ ...listener.headers, 'user-agent': 'Phone' });
    await play({ authorization: `Bearer ${second.token}`, 'user-agent': 'Laptop' });
    expect(await hits(id)).toBe(3);
    const rows = await ctx.app.db
      .selectFrom('episode_plays')
      .select(['listener'])
      .where('episode_id', '=', id)
      .execute();
    expect(rows.map((r) => r.listener).sort()).toEqual(expect.arrayContaining([`u:${listener.id}`]));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => !r.listener.includes('127.0.0.1'))).toBe(true);

    // Yesterday's plays do not stop today's; old rows are pruned by the cleanup.
    await ctx.app.db.deleteFrom('episode_plays').where('episode_id', '=', id).execute();
    await ctx.app.db
      .insertInto('episode_plays')
      .values({ episode_id: id, listener: 'a:old', day: '2020-01-01' })
      .execute();
    const pruned = await ctx.app.uploads.cleanup();
    expect(pruned.plays).toBeGreaterThanOrEqual(1);
    expect(
      await ctx.app.db.selectFrom('episode_plays').select('day').where('listener', '=', 'a:old').execute(),
    ).toEqual([]);
  });

  it('counts a shared demo file only for the episode named by podcast_id', async () => {
    const rows = await ctx.app.db
      .selectFrom('episodes')
      .select(['id', 'media_path', 'hits'])
      .where('media_path', '=', 'demo/audio/technology-45.mp3')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    const [first, second] = rows;
    if (!first || !second) throw new Error('demo episodes missing');
    await inject({ url: '/media/demo/audio/technology-45.mp3', headers: { 'user-agent': 'shared' } });
    expect(await hits(first.id)).toBe(first.hits);
    await inject({
      url: `/media/demo/audio/technology-45.mp3?podcast_id=${second.id}`,
      headers: { 'user-agent': 'shared' },
    });
    expect(await hits(second.id)).toBe(second.hits + 1);
    expect(await hits(first.id)).toBe(first.hits);
  });
});

describe('RSS feed', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'item',
  });
  const feedOf = async (id: number) => {
    const response = await inject(`/api/podcaster/${id}/rss`);
    expect(response.statusCode, response.body).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    return { response, rss: parser.parse(response.body).rss };
  };

  it('derives podcast:guid as the podcast namespace specifies', () => {
    // The namespace's own example.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcastGuid('mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(uuidv5('x', '917393e3-1b1e-5cef-ace4-edaa54e1f810')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('is valid RSS 2.0 with the tags Apple Podcasts and Spotify require', async () => {
    const draft = await createEpisode(ctx.app, podcaster, { title: 'დრაფტი & <ტეგი>' });
    const { response, rss } = await feedOf(podcaster.id);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    const channel = rss.channel;
    expect(channel.title).toBe('მედიის არხი');
    expect(channel.link).toBe(`http://podcast.test/podcaster/${podcaster.id}-mediis-arkhi/`);
    expect(channel.language).toBe('ka');
    expect(channel.description).toBe('<p>მედიის არხი: აღწერა</p>');
    expect(channel['atom:link']['@href']).toBe(`http://podcast.test/api/podcaster/${podcaster.id}/rss`);
    expect(channel['itunes:category']['@text']).toBe('History');
    expect(channel['itunes:explicit']).toBe('false');
    expect(channel['itunes:author']).toBe('ლაშა ტესტერი');
    expect(channel['podcast:guid']).toBe(podcastGuid(`http://podcast.test/api/podcaster/${podcaster.id}/rss`));

    const items = channel.item as FeedItem[];
    const item = items.find((i) => i.title === TITLE);
    if (!item) throw new Error('the episode is not in the feed');
    expect(items.some((i) => String(i.title).startsWith('დრაფტი'))).toBe(false);
    expect(item.enclosure).toEqual({
      '@url': `http://podcast.test/media/${episode.file}`,
      '@length': String(audio.length),
      '@type': 'audio/mpeg',
    });
    expect(item.guid['@isPermaLink']).toBe('false');
    expect(item.guid['#text']).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(item.pubDate).getTime()).toBeCloseTo(new Date(episode.published).getTime(), -4);
    expect(item['itunes:duration']).toBe(String(episode.video_length_seconds));
    expect(item['itunes:image']['@href']).toBe(`http://podcast.test/media/${cover}`);
    expect(item.link).toBe(`http://podcast.test/podcast/${episode.id}-${episode.alias}/`);
    await ctx.app.db.deleteFrom('episodes').where('id', '=', draft).execute();
  });

  it('keeps its guids when the public address changes, escapes text, and answers 304 and 404', async () => {
    const { response, rss } = await feedOf(podcaster.id);
    const guid = rss.channel['podcast:guid'];
    const itemGuids = (rss.channel.item as { guid: { '#text': string } }[]).map((i) => i.guid['#text']);
    // The same database served under another address: the feed moves, its identity does not.
    const moved = await buildApp({
      config: { ...ctx.config, publicUrl: 'https://podcasts.example.ge' },
      database: ctx.database,
      logger: false,
    });
    try {
      const body = (await moved.inject(`/api/podcaster/${podcaster.id}/rss`)).body;
      const channel = parser.parse(body).rss.channel;
      expect(channel['atom:link']['@href']).toBe(`https://podcasts.example.ge/api/podcaster/${podcaster.id}/rss`);
      expect(channel['podcast:guid']).toBe(guid);
      expect(channel.item.map((i: { guid: { '#text': string } }) => i.guid['#text'])).toEqual(itemGuids);
    } finally {
      await moved.close();
    }
    expect(
      (await feedOf(podcaster.id)).rss.channel.item.map((i: { guid: { '#text': string } }) => i.guid['#text']),
    ).toEqual(itemGuids);

    const notModified = await inject({
      url: `/api/podcaster/${podcaster.id}/rss`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await ctx.app.db
      .updateTable('channels')
      .set({ name: 'არხი "ციტატით" & <ტეგით>\u0001' })
      .where('user_id', '=', podcaster.id)
      .execute();
    const escaped = await feedOf(podcaster.id);
    expect(escaped.rss.channel.title).toBe('არხი "ციტატით" & <ტეგით>');

    const missing = await inject('/api/podcaster/999999/rss');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('არხი ვერ მოიძებნა');
    expect((await inject('/api/podcaster/abc/rss')).statusCode).toBe(400);
  });

  // How fast a large feed is built is a benchmark's business, not a timed test's (a busy machine made 30 ms 900 ms).
  it('lists every one of a channel’s 1 000 episodes, newest first', async () => {
    const owner = await newPodcaster(ctx.app, 'დიდი არხი');
    const { sql } = await import('kysely');
    await sql`
      insert into episodes (created_by_id, category_id, title, alias, content, status, media_path, media_type,
                            extention_type, file_size, video_length_seconds, published_at)
      select ${owner.id}, 1 + g % 8, 'ეპიზოდი ' || g, 'epizodi-' || g, '<p>აღწერა ' || g || '</p>', 'ready',
             'episodes/' || g || '/file.mp3', 'audio', 'mp3', 1000 + g, 60 + g, now() - g * interval '1 hour'
      from generate_series(1, 1000) g`.execute(ctx.app.db);
    const { response, rss } = await feedOf(owner.id);
    expect(response.statusCode).toBe(200);
    expect(rss.channel.item).toHaveLength(1000);
    expect(rss.channel.item[0].title).toBe('ეპიზოდი 1');
    expect(rss.channel.item[999].title).toBe('ეპიზოდი 1000');
  });
});
