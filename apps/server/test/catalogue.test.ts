import type { EpisodeList, SearchResult } from '@podcast/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

// Search and lists past the search count cap (500): the bounded search (ADR 006) must give the same pages as
// ranking every match — title matches first, then the others, each newest first (ties by id) — on every page.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  // 1 400 episodes, three to a date (ties broken by id). 'ფოთი' is in 700 titles and 700 descriptions
  // (title matches past the cap), 'ქუთაისი' in 100 titles and 1 300 descriptions (a short title list, many
  // other matches), 'ბათუმი' in 40 titles and 40 descriptions (under the cap). Every 7th is a draft.
  await sql`
    insert into episodes (created_by_id, category_id, title, alias, content, published_at, status, video_length_seconds)
    select 2 + g % 3, 1 + g % 4,
           case when g % 2 = 0 then 'ფოთი ' else 'ზღვა ' end
             || case when g % 14 = 1 then 'ქუთაისი ' else '' end
             || case when g % 35 = 3 then 'ბათუმი ' else '' end || g,
           'scale-' || g,
           '<p>' || case when g % 2 = 1 then 'ფოთი ' else '' end
             || case when g % 14 <> 1 then 'ქუთაისი ' else '' end
             || case when g % 35 = 4 then 'ბათუმი' else '' end || '</p>',
           timestamptz '2019-01-01' + (g / 3) * interval '1 hour',
           case when g % 7 = 0 then 'draft' else 'ready' end, 60 * (g % 20)
    from generate_series(1, 1400) g`.execute(ctx.app.db);
});
afterAll(() => ctx?.close());

/** Every match ranked in full: the answer the bounded search must reproduce. */
async function reference(word: string, offset: number, limit: number) {
  const { rows } = await sql<{ id: number; n: number }>`
    select id, count(*) over ()::int as n from episodes e
    where status = 'ready' and is_published
      and (search_vector @@ to_tsquery('simple', ${`${word}:*`}) or search_body like ${`%${word}%`})
    order by (search_title like ${`%${word}%`} or search_vector @@ to_tsquery('simple', ${`${word}:*A`})) desc,
             published_at desc, id desc`.execute(ctx.app.db);
  return { ids: rows.slice(offset, offset + limit).map((r) => r.id), count: Math.min(rows[0]?.n ?? 0, 500) };
}

describe('search beyond the count cap', () => {
  it.each([
    ['ფოთი', [1, 2, 30, 31, 54, 55, 60]],
    ['ქუთაისი', [1, 4, 5, 6, 40]],
    ['ბათუმი', [1, 2, 3, 4]],
  ])('"%s": every page as ranking all matches would give, the count capped at 500', async (word, pages) => {
    const limit = 20;
    for (const page of pages) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/search/?q=${encodeURIComponent(word)}&page=${page}&limit=${limit}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<SearchResult>();
      const expected = await reference(word, (page - 1) * limit, limit);
      expect({ page, ids: body.result.map((e) => e.id) }).toEqual({ page, ids: expected.ids });
      expect(body.count).toBe(expected.count);
    }
    // A page that ends inside the title matches and one that straddles into the other matches.
    const odd = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/?q=${encodeURIComponent(word)}&page_skip=93&limit=17`,
    });
    expect(odd.json<SearchResult>().result.map((e) => e.id)).toEqual((await reference(word, 93, 17)).ids);
  });
});

describe('lists deep in a large catalogue', () => {
  it.each([
    ['category_id=2&hits=asc', sql`category_id = 2 order by hits, id`],
    ['created_by_id=3&page_skip=300', sql`created_by_id = 3 order by published_at desc, id desc`],
    [
      'category_id__in=1,3&published=asc&video_length_seconds=1',
      sql`category_id in (1, 3) and video_length_seconds < 600 order by published_at, id`,
    ],
  ])('%s: the same page as a plain ordered scan', async (query, where) => {
    const skip = Number(/page_skip=(\d+)/.exec(query)?.[1] ?? 0);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/podcasts/?${query}&limit=30` });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await sql<{ id: number }>`
      select id from episodes where status = 'ready' and is_published and ${where}`.execute(ctx.app.db);
    const ids = rows.map((r) => r.id);
    expect(response.json<EpisodeList>().items.map((e) => e.id)).toEqual(ids.slice(skip, skip + 30));
  });
});

describe('podcasters, paged', () => {
  it('a page after a skip is the same as ordering every channel, with the full count', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/podcasters/?exclude_ids=3&page_skip=2&limit=3' });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await sql<{ id: number }>`
      select user_id as id from channels where user_id <> 3 order by episode_count desc, user_id`.execute(ctx.app.db);
    const body = response.json<{ items: { id: number }[]; count: number }>();
    expect(body.items.map((p) => p.id)).toEqual(rows.slice(2, 5).map((r) => r.id));
    expect(body.count).toBe(rows.length);
  });
});
