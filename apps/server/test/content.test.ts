import type { Block, Episode, EpisodeList, Podcaster, StaticPage } from '@podcast/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../src/lib/media-probe';
import { sanitizeDescription } from '../src/lib/sanitize';
import { createTestApp, type TestContext } from './helper';

let ctx: TestContext;
const get = async (url: string) => ctx.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const response = await get(`/api/podcasts/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EpisodeList>().items;
};

beforeAll(async () => {
  ctx = await createTestApp();
  // Not ready, and ready but unpublished: neither may appear anywhere.
  await ctx.app.db
    .insertInto('episodes')
    .values([
      {
        created_by_id: 2,
        category_id: 1,
        title: 'დრაფტი უხილავი',
        alias: 'draft',
        status: 'uploading',
        media_path: null,
        media_type: null,
        extention_type: null,
        image: null,
        image_point: null,
      },
      {
        created_by_id: 2,
        category_id: 1,
        title: 'დამალული უხილავი',
        alias: 'hidden',
        status: 'ready',
        is_published: false,
        media_path: null,
        media_type: null,
        extention_type: null,
        image: null,
        image_point: null,
      },
    ])
    .execute();
  const old = new Date('2020-01-01T00:00:00Z');
  const episode = (title: string, content: string, created_by_id: number) => ({
    created_by_id,
    category_id: 3,
    title,
    alias: 'search',
    content,
    status: 'ready' as const,
    published_at: old,
    media_path: null,
    media_type: null,
    extention_type: null,
    image: null,
    image_point: null,
  });
  await ctx.app.db
    .insertInto('episodes')
    .values([
      episode('ზღაპრული ქართული ანბანის საიდუმლოებები', '<p>საუბარი დამწერლობაზე</p>', 4),
      episode('სხვა საუბარი', '<p>ამ ეპიზოდში <b>ანბანის</b> ისტორიაზე ვსაუბრობთ</p>', 5),
      episode('TypeScript Deep Dive', '<p>ტიპები და კომპილატორი</p>', 4),
      episode('ᲛᲗᲐᲕᲠᲣᲚᲘ ᲡᲐᲗᲐᲣᲠᲘ ზღაპრული', '<p>დიდი ასოები</p>', 4),
    ])
    .execute();
});
afterAll(() => ctx?.close());

describe('GET /api/podcasts/', () => {
  it('lists 20 newest published, ready episodes with every §3 field, with or without the trailing slash', async () => {
    const items = await list('');
    expect(items).toHaveLength(20);
    const dates = items.map((e) => e.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = items[0] as Episode;
    expect(Object.keys(first).sort()).toEqual(
      [
        'alias',
        'category',
        'category_id',
        'content',
        'created_by',
        'created_by_id',
        'extention_type',
        'file',
        'hits',
        'id',
        'image',
        'podcast_id',
        'published',
        'title',
        'video_length',
        'video_length_seconds',
      ].sort(),
    );
    expect(first.video_length).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    expect(first.category?.id).toBe(first.category_id);
    const bare = await get('/api/podcasts');
    expect(bare.statusCode).toBe(200);
    expect(bare.json<EpisodeList>().items.map((e) => e.id)).toEqual(items.map((e) => e.id));
    expect(items.some((e) => e.title.includes('უხილავი'))).toBe(false);
  });

  it('pages with page_skip and limit', async () => {
    const all = await list('limit=10');
    const page = await list('limit=5&page_skip=5&is_scrolling=true');
    expect(page.map((e) => e.id)).toEqual(all.slice(5, 10).map((e) => e.id));
  });

  it('sorts by published asc and by hits (popular)', async () => {
    const asc = await list('published=asc&limit=50');
    const dates = asc.map((e) => e.published);
    expect([...dates].sort()).toEqual(dates);
    const popular = await list('hits=down&limit=50');
    const hits = popular.map((e) => e.hits);
    expect([...hits].sort((a, b) => b - a)).toEqual(hits);
  });

  it('filters by category_id, category_id__in (repeated or comma list) and exclude_ids', async () => {
    expect((await list('category_id=2&limit=100')).every((e) => e.category_id === 2)).toBe(true);
    for (const query of ['category_id__in=1,3', 'category_id__in=1&category_id__in=3']) {
      const ids = new Set((await list(`${query}&limit=100`)).map((e) => e.category_id));
      expect(ids).toEqual(new Set([1, 3]));
    }
    const newest = (await list('limit=2')).map((e) => e.id);
    for (const query of [`exclude_ids=${newest.join(',')}`, newest.map((id) => `exclude_ids=${id}`).join('&')]) {
      const ids = (await list(query)).map((e) => e.id);
      expect(ids.some((id) => newest.includes(id))).toBe(false);
      expect(ids).toHaveLength(20);
    }
  });

  it('filters by created_by_id and by duration id', async () => {
    const mine = await list('created_by_id=3&limit=100');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.created_by_id === 3 && e.created_by.id === 3)).toBe(true);
    const ranges: Record<number, [number, number]> = { 1: [0, 600], 2: [600, 900], 3: [900, Infinity] };
    for (const [id, [min, max]] of Object.entries(ranges)) {
      const items = await list(`video_length_seconds=${id}&limit=100`);
      expect(items.length, `duration ${id}`).toBeGreaterThan(0);
      expect(items.every((e) => e.video_length_seconds >= min && e.video_length_seconds < max)).toBe(true);
    }
  });

  it('combines filters', async () => {
    const items = await list('category_id__in=1,2&video_length_seconds=1&published=asc&created_by_id=2&limit=100');
    expect(items.length).toBeGreaterThan(0);
    for (const e of items) {
      expect([1, 2]).toContain(e.category_id);
      expect(e.video_length_seconds).toBeLessThan(600);
      expect(e.created_by_id).toBe(2);
    }
  });

  it.each([
    ['page_skip=-1', 'page_skip'],
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
    ['video_length_seconds=4', 'video_length_seconds'],
    ['category_id=abc', 'category_id'],
    ['category_id=0', 'category_id'],
    ['exclude_ids=1,x', 'exclude_ids'],
    ['category_id__in=;drop', 'category_id__in'],
    ['hits=sideways', 'hits'],
    ['published=random', 'published'],
    ['is_scrolling=maybe', 'is_scrolling'],
  ])('rejects %s with 400 and a field error', async (query, field) => {
    const response = await get(`/api/podcasts/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ detail: string; errors: Record<string, string[]> }>();
    expect(body.detail).toBeTruthy();
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe('GET /api/podcast/{id}/', () => {
  it('returns one episode, and 404 for unknown or unpublished ones', async () => {
    const [first] = await list('limit=1');
    const response = await get(`/api/podcast/${first?.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Episode>()).toEqual(first);
    expect((await get(`/api/podcast/${first?.id}`)).statusCode).toBe(200);
    expect((await get('/api/podcast/999999/')).json()).toEqual({ detail: expect.any(String) });
    expect((await get('/api/podcast/999999/')).statusCode).toBe(404);
    const hidden = await ctx.app.db
      .selectFrom('episodes')
      .select('id')
      .where('alias', 'in', ['draft', 'hidden'])
      .execute();
    for (const { id } of hidden) expect((await get(`/api/podcast/${id}/`)).statusCode).toBe(404);
  });

  it.each(['abc', '-1', '0', '99999999999'])('rejects id %s with 400', async (id) => {
    expect((await get(`/api/podcast/${id}/`)).statusCode).toBe(400);
  });
});

describe('demo media', () => {
  it('publishes video episodes with real, range-served MP4 files next to the audio ones', async () => {
    const items = await list('limit=100');
    const videos = items.filter((e) => e.extention_type === 'mp4');
    expect(videos.length).toBeGreaterThanOrEqual(10);
    expect(items.some((e) => e.extention_type === 'mp3')).toBe(true);
    for (const video of videos.slice(0, 2)) {
      expect(video.video_length_seconds).toBeGreaterThan(30);
      const head = await ctx.app.inject({ url: `/media/${video.file}`, headers: { range: 'bytes=0-11' } });
      expect(head.statusCode).toBe(206);
      expect(head.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
  });

  it('gives every audio episode a Georgian MP3 whose probed length is the one listed, over all three duration filters', async () => {
    const rows = await ctx.app.db
      .selectFrom('episodes')
      .select(['media_path', 'video_length_seconds', 'extention_type'])
      .where('media_type', '=', 'audio')
      .where('media_path', 'like', 'demo/%')
      .distinct()
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.extention_type))).toEqual(new Set(['mp3']));
    for (const row of rows) {
      const probed = await probeMedia(ctx.app.storage.resolve(row.media_path ?? ''));
      if (!probed.ok) throw new Error(`${row.media_path} is not a playable file`);
      expect(probed.info.ext, row.media_path ?? '').toBe('mp3');
      expect(Math.round(probed.info.seconds), row.media_path ?? '').toBe(row.video_length_seconds);
    }
    const lengths = rows.map((r) => r.video_length_seconds);
    expect(lengths.some((s) => s < 600)).toBe(true);
    expect(lengths.some((s) => s >= 600 && s < 900)).toBe(true);
    expect(lengths.some((s) => s >= 900)).toBe(true);
  });
});

describe('podcasters', () => {
  it('lists podcasters with §3 fields and honours repeated exclude_ids', async () => {
    const response = await get('/api/podcasters/');
    expect(response.statusCode).toBe(200);
    const { items, count } = response.json<{ items: Podcaster[]; count: number }>();
    expect(count).toBe(8);
    expect(items).toHaveLength(8);
    expect(Object.keys(items[0] as Podcaster).sort()).toEqual(
      [
        'alias',
        'average_rating',
        'channel',
        'channel_description',
        'episode_count',
        'first_name',
        'id',
        'image',
        'last_name',
        'subscribers_count',
      ].sort(),
    );
    const excluded = await get(`/api/podcasters/?exclude_ids=${items[0]?.id}&exclude_ids=${items[1]?.id}`);
    const rest = excluded.json<{ items: Podcaster[]; count: number }>();
    expect(rest.count).toBe(6);
    expect(rest.items.map((p) => p.id)).not.toContain(items[0]?.id);
    expect(rest.items.map((p) => p.id)).not.toContain(items[1]?.id);
    expect((await get('/api/podcasters/?exclude_ids=abc')).statusCode).toBe(400);
  });

  it('returns one podcaster with rating and episode count; 404 and 400 otherwise', async () => {
    const response = await get('/api/podcaster/2');
    expect(response.statusCode).toBe(200);
    const podcaster = response.json<Podcaster>();
    expect(podcaster.channel).toBe('კოდის საუბრები');
    expect(podcaster.episode_count).toBe((await list('created_by_id=2&limit=100')).length);
    expect(podcaster.average_rating).toBeGreaterThan(0);
    expect((await get('/api/podcaster/2/')).statusCode).toBe(200);
    expect((await get('/api/podcaster/1')).statusCode).toBe(404);
    expect((await get('/api/podcaster/x')).statusCode).toBe(400);
  });

  it('keeps the episode count in step as episodes become ready, are hidden, move or are deleted', async () => {
    const count = async (id: number) => {
      ctx.app.clearPublicCache();
      return (await get(`/api/podcaster/${id}`)).json<Podcaster>().episode_count;
    };
    const [before2, before3] = [await count(2), await count(3)];
    const { id } = await ctx.app.db
      .insertInto('episodes')
      .values({ created_by_id: 2, category_id: 1, title: 'მთვლელი', alias: 'counter', status: 'uploading' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await count(2)).toBe(before2);
    const set = (values: Record<string, unknown>) =>
      ctx.app.db.updateTable('episodes').set(values).where('id', '=', id).execute();
    await set({ status: 'ready' });
    expect(await count(2)).toBe(before2 + 1);
    await set({ is_published: false });
    expect(await count(2)).toBe(before2);
    await set({ is_published: true, created_by_id: 3 });
    expect([await count(2), await count(3)]).toEqual([before2, before3 + 1]);
    await ctx.app.db.deleteFrom('episodes').where('id', '=', id).execute();
    expect([await count(2), await count(3)]).toEqual([before2, before3]);
  });

  it('keeps the podcaster count as channels open and close, one at a time or many, and as owners go', async () => {
    const total = async (query = '') => {
      ctx.app.clearPublicCache();
      const response = await get(`/api/podcasters/${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number }>().count;
    };
    const before = await total();
    const users = await ctx.app.db
      .insertInto('users')
      .values([1, 2, 3].map((n) => ({ email: `count-${n}@example.com`, first_name: 'თვლა', last_name: String(n) })))
      .returning('id')
      .execute();
    const [a, b, c] = users.map((u) => u.id);
    const open = (ids: (number | undefined)[]) =>
      ctx.app.db
        .insertInto('channels')
        .values(ids.map((id) => ({ user_id: id ?? 0, name: `არხი ${id}`, alias: `count-${id}`, description: '' })))
        .execute();
    await open([a]);
    expect(await total()).toBe(before + 1);
    await open([b, c]);
    expect(await total()).toBe(before + 3);
    // Excluded ids count off only when they are channels; the same total on a page past the end.
    expect(await total(`?exclude_ids=${a}&exclude_ids=999999`)).toBe(before + 2);
    expect(await total(`?page_skip=1000&exclude_ids=${b}`)).toBe(before + 2);
    await ctx.app.db
      .deleteFrom('channels')
      .where('user_id', '=', a ?? 0)
      .execute();
    expect(await total()).toBe(before + 2);
    // Deleting an owner deletes the channel (cascade), and the count follows.
    await ctx.app.db
      .deleteFrom('users')
      .where('id', 'in', [b ?? 0, c ?? 0])
      .execute();
    expect(await total()).toBe(before);
    const [{ n }] = (await sql<{ n: number }>`select count(*)::int as n from channels`.execute(ctx.app.db)).rows as [
      { n: number },
    ];
    expect(await total()).toBe(n);
  });
});

describe('categories', () => {
  it('lists categories with colour and image, and returns one', async () => {
    const { items } = (await get('/api/categories/')).json<{
      items: { id: number; color: string; image: { url: string } }[];
    }>();
    expect(items).toHaveLength(8);
    for (const c of items) {
      expect(c.color).toMatch(/^#[0-9A-F]{6}$/i);
      const image = await get(`/media/${c.image.url}`);
      expect(image.statusCode).toBe(200);
      expect((await get(`/media/_thumb/${c.image.url}`)).statusCode).toBe(200);
    }
    const one = await get('/api/category/1');
    expect(one.json()).toMatchObject({ id: 1, alias: 'technology', title: 'ტექნოლოგიები' });
    expect((await get('/api/category/99')).statusCode).toBe(404);
    expect((await get('/api/category/one')).statusCode).toBe(400);
  });
});

describe('home content', () => {
  it('serves menus with footer settings, and the nav bar', async () => {
    const menus = (await get('/api/menus/')).json<{
      items: { address: string }[];
      settings: { phone: string; social: unknown[] };
    }>();
    expect(menus.items.map((m) => m.address)).toContain('podcastpage');
    expect(menus.settings.phone).toMatch(/\+995/);
    expect(menus.settings.social.length).toBeGreaterThan(0);
    expect((await get('/api/site-settings/')).json()).toEqual(menus.settings);
    const nav = (await get('/api/nav_bar/')).json<{ items: { type: string; image: { url: string } | null }[] }>();
    expect(new Set(nav.items.map((n) => n.type))).toEqual(new Set(['block', 'category']));
  });

  it('serves blocks of groups A, B and C with their episodes and authors', async () => {
    const { items } = (await get('/api/blocks/')).json<{ items: Block[] }>();
    expect(new Set(items.map((b) => b.group))).toEqual(new Set(['A', 'B', 'C']));
    for (const block of items) expect(block.podcasts.length).toBeGreaterThan(0);
    const recommended = items.find((b) => b.name === 'recomended');
    expect(recommended?.author.length).toBe(3);
    const popular = items.find((b) => b.variety === 'popular_podcasts');
    const hits = popular?.podcasts.map((p) => p.hits) ?? [];
    expect([...hits].sort((a, b) => b - a)).toEqual(hits);
    const categoryBlock = items.find((b) => b.group === 'A');
    expect(categoryBlock?.podcasts.every((p) => p.category_id === categoryBlock.category?.id)).toBe(true);
    const authors = (await get('/api/author-blocks/')).json<{ items: { group: string; author: Podcaster[] }[] }>();
    expect(authors.items[0]?.author.length).toBe(8);
  });

  it('serves static pages in the order policy, terms, podcaster offer', async () => {
    const pages = (await get('/api/static_pages/')).json<StaticPage[]>();
    expect(pages.map((p) => p.kind)).toEqual(['policy', 'terms', 'podcaster_offer']);
    const terms = pages[1] as StaticPage;
    expect((await get(`/api/static_page/${terms.id}?static_page_id=${terms.id}`)).json()).toEqual(terms);
    expect((await get(`/api/static_page/${terms.id}`)).json()).toEqual(terms);
    expect((await get(`/api/static_page/${terms.id}?static_page_id=${(pages[0] as StaticPage).id}`)).statusCode).toBe(
      404,
    );
    expect((await get('/api/static_page/999')).statusCode).toBe(404);
    expect((await get('/api/static_page/abc')).statusCode).toBe(400);
  });
});

describe('HTML descriptions', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeDescription(
      '<p onclick="x()">გამარჯობა <b>მსოფლიო</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.ge">ok</a></p>',
    );
    expect(clean).toContain('<b>მსოფლიო</b>');
    expect(clean).not.toMatch(/script|onclick|javascript/);
    expect(clean).toContain('href="https://ok.ge"');
  });
});

describe('GET /api/search/', () => {
  const search = async (query: string) => {
    const response = await get(`/api/search/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ result: Episode[]; count: number }>();
    return { titles: body.result.map((e) => e.title), count: body.count, result: body.result };
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const ALPHABET = 'ზღაპრული ქართული ანბანის საიდუმლოებები';

  it('matches Georgian by word prefix, title matches first', async () => {
    const { titles, count } = await search(q('ანბან'));
    expect(count).toBe(2);
    expect(titles).toEqual([ALPHABET, 'სხვა საუბარი']);
  });

  it('matches Georgian by substring inside a word', async () => {
    const { titles } = await search(q('ბანის'));
    expect(titles).toEqual([ALPHABET, 'სხვა საუბარი']);
    expect((await search(q('იდუმლ'))).titles).toEqual([ALPHABET]);
  });

  it('needs every word of a multi-word query', async () => {
    expect((await search(q('ქართ საიდ'))).titles).toEqual([ALPHABET]);
  });

  it('folds capital (Mtavruli) Georgian in the query and in the data', async () => {
    expect((await search(q('ᲐᲜᲑᲐᲜᲘᲡ'))).titles).toEqual([ALPHABET, 'სხვა საუბარი']);
    expect((await search(q('მთავრული'))).titles).toEqual(['ᲛᲗᲐᲕᲠᲣᲚᲘ ᲡᲐᲗᲐᲣᲠᲘ ზღაპრული']);
    expect((await search(q('ᲡᲐᲗᲐ'))).titles).toEqual(['ᲛᲗᲐᲕᲠᲣᲚᲘ ᲡᲐᲗᲐᲣᲠᲘ ზღაპრული']);
  });

  it('matches Latin case-insensitively', async () => {
    for (const text of ['typescript', 'TYPESCRIPT', 'TypeScr', 'deep dive', 'ESCRIPT']) {
      expect((await search(q(text))).titles, text).toEqual(['TypeScript Deep Dive']);
    }
  });

  it('ranks title matches before description matches', async () => {
    const { titles } = await search(q('ზღაპრული'));
    expect(titles.slice(0, 2).sort()).toEqual([ALPHABET, 'ᲛᲗᲐᲕᲠᲣᲚᲘ ᲡᲐᲗᲐᲣᲠᲘ ზღაპრული'].sort());
    const both = await search(q('საუბარ'));
    expect(both.titles[0]).toBe('სხვა საუბარი');
  });

  it('applies the list filters and pages', async () => {
    expect((await search(`${q('ანბან')}&created_by_id=5`)).titles).toEqual(['სხვა საუბარი']);
    expect((await search(`${q('ანბან')}&exclude_ids=99999&category_id__in=3,4`)).count).toBe(2);
    expect((await search(`${q('ანბან')}&category_id=1`)).count).toBe(0);
    const second = await search(`${q('ანბან')}&limit=1&page=2`);
    expect(second.titles).toEqual(['სხვა საუბარი']);
    expect(second.count).toBe(2);
    expect((await search(`${q('ანბან')}&limit=1&page_skip=1`)).titles).toEqual(['სხვა საუბარი']);
  });

  it('finds seeded episodes and nothing unpublished', async () => {
    expect((await search(q('javascript'))).count).toBeGreaterThan(0);
    expect((await search(q('უხილავი'))).count).toBe(0);
  });

  it('answers an empty result for no match, punctuation or LIKE wildcards', async () => {
    for (const text of ['ჯჯჯჯჯჯ', '!!!', '%', '_', "'; drop table episodes; --", 'a:* & b']) {
      const { count, titles } = await search(q(text));
      expect(count, text).toBe(0);
      expect(titles).toEqual([]);
    }
  });

  it.each(['', 'q=', `q=${'ა'.repeat(201)}`, 'q=x&page=0', 'q=x&limit=101', 'q=x&video_length_seconds=9'])(
    'rejects %s with 400',
    async (query) => {
      const response = await get(`/api/search/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBeTruthy();
    },
  );
});
