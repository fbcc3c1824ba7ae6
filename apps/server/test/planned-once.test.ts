import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

// Lists and searches on PGlite are planned once for each statement text, with the values that choose a plan written
// into the text (routes/content/queries.ts, search.ts; ADR 006, "planned once"). PGlite runs the server's statements
// in one session, so its pg_prepared_statements shows how each was planned. PGlite whichever database the project
// runs on: PostgreSQL's statements are kept per connection of the pool (generic-plans.test.ts checks them there).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, {}, { pglite: true });
  // More matches than the count's cap (500): a search's pages then come from its later statements too.
  await sql`
    insert into episodes (created_by_id, category_id, title, alias, content, published_at, status, video_length_seconds)
    select 2 + g % 3, 1 + g % 4, case when g % 3 = 0 then 'ზღვისპირა ამბები ' || g else 'სხვა ' || g end,
           'sea-' || g, '<p>ზღვისპირა ქალაქები ' || g || '</p>', timestamptz '2019-01-01' + g * interval '1 hour',
           'ready', 300 * (g % 5)
    from generate_series(1, 900) g`.execute(ctx.app.db);
});
afterAll(() => ctx?.close());

interface Prepared {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count?: number; items: { id: number }[] }>();
};

/** The session's prepared statements whose text holds `marker`. */
const prepared = async (marker: string) =>
  (
    await sql<Prepared>`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
      where statement like ${`%${marker}%`} order by statement`.execute(ctx.app.db)
  ).rows;

describe('statements planned once on PGlite', () => {
  it('plans a list once for its categories and length, whatever its page, excluded ids or channel', async () => {
    const list = 'episode_rows(array((select';
    expect(await prepared(list)).toEqual([]);
    const pages = [
      '?category_id=1',
      '?category_id=1&page_skip=20',
      '?category_id=1&page_skip=1&exclude_ids=1',
      '?category_id=1&exclude_ids=1&exclude_ids=2&exclude_ids=3',
    ];
    const first = await get(`/api/podcasts/${pages[0]}`);
    expect(first.items.length).toBeGreaterThan(0);
    for (const page of pages.slice(1)) await get(`/api/podcasts/${page}`);
    const withExcluded = (await prepared(list)).filter((p) => p.statement.includes('<> all'));
    const [plain] = (await prepared(list)).filter((p) => !p.statement.includes('<> all'));
    expect(plain?.statement).toMatch(/"e"\."category_id" = 1\b/);
    expect(plain).toMatchObject({ generic_plans: 2, custom_plans: 0 });
    expect(withExcluded).toHaveLength(1);
    expect(withExcluded[0]).toMatchObject({ generic_plans: 2, custom_plans: 0 });

    // Another category and a length range are other texts, each planned for its values.
    await get('/api/podcasts/?category_id=2&video_length_seconds=2');
    await get('/api/podcasts/?category_id=2&video_length_seconds=2&page_skip=3');
    const ranged = (await prepared(list)).filter((p) => p.statement.includes('"e"."category_id" = 2'));
    expect(ranged).toHaveLength(1);
    expect(ranged[0]?.statement).toMatch(/"e"\."video_length_seconds" >= 600 and "e"\."video_length_seconds" < 900/);
    expect(ranged[0]).toMatchObject({ generic_plans: 2, custom_plans: 0 });
  });

  it('plans an episode’s and a channel’s rows once, and podcaster pages whatever their excluded ids', async () => {
    const [first, second] = (await get('/api/podcasts/?limit=2')).items;
    for (const id of [first?.id, second?.id])
      expect((await ctx.app.inject(`/api/podcast/${id}/`)).statusCode).toBe(200);
    for (const id of [2, 3]) expect((await ctx.app.inject(`/api/podcaster/${id}`)).statusCode).toBe(200);
    for (const query of ['', '?exclude_ids=2', '?exclude_ids=2&exclude_ids=3&page_skip=1']) {
      expect((await ctx.app.inject(`/api/podcasters/${query}`)).statusCode).toBe(200);
    }
    const episodes = await prepared('from episode_rows($1::int[])');
    const channels = await prepared('from channel_rows($1::int[])');
    const pages = await prepared('channel_rows(array((select');
    expect(episodes).toEqual([expect.objectContaining({ generic_plans: 2, custom_plans: 0 })]);
    expect(channels).toEqual([expect.objectContaining({ generic_plans: 2, custom_plans: 0 })]);
    // Without excluded ids, and with them (one array, however many).
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toMatchObject({ custom_plans: 0 });
    expect(pages.map((p) => p.generic_plans).sort()).toEqual([1, 2]);
  });

  it('plans every statement that finds a search’s matches once, on every page', async () => {
    const ofSearch = async () => (await prepared('')).filter((p) => /search_|title_words/.test(p.statement));
    const before = new Set((await ofSearch()).map((p) => p.statement));
    const counts = new Set<number | undefined>();
    for (const url of [
      '/api/search/?q=ისტორია',
      '/api/search/?q=ისტორია&page=2',
      '/api/search/?q=სტორ&category_id=1',
      '/api/search/?q=ქართული ისტორია&video_length_seconds=1',
      '/api/search/?q=ᲘᲡᲢᲝᲠᲘᲐ',
      '/api/search/?q=ზღვისპირა',
      '/api/search/?q=ზღვისპირა&page=3',
      '/api/search/?q=ისპირ&page=2',
      '/api/search/?q=ზღვისპირა ქალაქები&page=2',
    ]) {
      counts.add((await get(url)).count);
    }
    expect(counts.has(500)).toBe(true);
    expect([...counts].some((n) => (n ?? 0) > 0 && (n ?? 0) < 500)).toBe(true);
    const all = (await ofSearch()).filter((p) => !before.has(p.statement));
    // Title-word reads are planned for their words: the plan depends on each word's number of entries.
    const [titleWords, searches] = [
      all.filter((p) => p.statement.includes('from title_words tw')),
      all.filter((p) => !p.statement.includes('from title_words tw')),
    ];
    expect(titleWords.length).toBeGreaterThan(0);
    for (const statement of titleWords) expect(statement.generic_plans).toBe(0);
    expect(searches.length).toBeGreaterThan(1);
    for (const statement of searches) expect(statement, statement.statement).toMatchObject({ custom_plans: 0 });
    expect(searches.reduce((n, p) => n + p.generic_plans, 0)).toBeGreaterThanOrEqual(searches.length);
  });
});
