import type { Block } from '@podcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index';
import { episodeBase, podcasterBase, toEpisode, toPodcaster } from '../src/routes/content/queries';
import { createTestApp, type TestContext } from './helper';

// `/api/blocks/` is one query (issue 14). Its answer must be the one the block-by-block queries gave: those are
// kept here as the reference, and compared on the demo blocks and on the edge cases added below.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicCacheMs: 0 });
});
afterAll(async () => {
  await ctx?.close();
});

/** The previous implementation: the blocks, then per block its authors and its episodes. */
async function reference(db: Db): Promise<Block[]> {
  const blocks = await db
    .selectFrom('blocks as b')
    .leftJoin('categories as c', 'c.id', 'b.category_id')
    .select([
      'b.id',
      'b.name',
      'b.show_name',
      'b.variety',
      'b.group',
      'b.image',
      'b.category_id',
      'b.pages',
      'b.size',
      'c.alias as category_alias',
      'c.title as category_title',
    ])
    .orderBy('b.position')
    .orderBy('b.id')
    .execute();
  const items: Block[] = [];
  for (const b of blocks) {
    const authors = await podcasterBase(db)
      .innerJoin('block_authors as ba', 'ba.channel_id', 'ch.user_id')
      .where('ba.block_id', '=', b.id)
      .orderBy('ba.position')
      .execute();
    const manual = await episodeBase(db)
      .innerJoin('block_episodes as be', 'be.episode_id', 'e.id')
      .where('be.block_id', '=', b.id)
      .orderBy('be.position')
      .limit(b.size)
      .execute();
    let podcasts = manual.map(toEpisode);
    if (manual.length === 0) {
      let query = episodeBase(db).limit(b.size);
      if (b.variety === 'popular_podcasts') query = query.orderBy('e.hits', 'desc');
      if (b.category_id !== null) query = query.where('e.category_id', '=', b.category_id);
      podcasts = (await query.orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').execute()).map(toEpisode);
    }
    items.push({
      id: b.id,
      name: b.name,
      show_name: b.show_name,
      variety: b.variety,
      group: b.group,
      image: b.image ? { url: b.image } : null,
      category:
        b.category_id !== null && b.category_alias !== null && b.category_title !== null
          ? { id: b.category_id, alias: b.category_alias, title: b.category_title }
          : null,
      pages: b.pages,
      podcasts,
      author: authors.map(toPodcaster),
    });
  }
  return items;
}

const blocks = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/blocks/' });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Block[] }>().items;
};

describe('home blocks in one query', () => {
  it('answers the demo blocks as the block-by-block queries did', async () => {
    const items = await blocks();
    expect(items.length).toBeGreaterThan(3);
    expect(items).toEqual(await reference(ctx.app.db));
  });

  it('answers the edge cases alike: chosen episodes all unpublished, more chosen than the size, popular of a category, an empty category', async () => {
    const db = ctx.app.db;
    const episodes = await db
      .selectFrom('episodes')
      .select(['id', 'category_id'])
      .where('status', '=', 'ready')
      .orderBy('id')
      .execute();
    const category = episodes[0]?.category_id ?? null;
    const draft = await db
      .insertInto('episodes')
      .values({
        created_by_id: (await podcasterBase(db).executeTakeFirstOrThrow()).id,
        title: 'მონახაზი',
        alias: 'draft-block',
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const empty = await db
      .insertInto('categories')
      .values({ alias: 'empty-block-category', title: 'ცარიელი' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const added = await db
      .insertInto('blocks')
      .values([
        {
          name: 'drafts-only',
          show_name: 'მონახაზები',
          variety: 'recomended',
          group: 'B',
          position: 10,
          size: 4,
          category_id: category,
        },
        { name: 'over-size', show_name: 'ბევრი', variety: 'recomended', group: 'B', position: 11, size: 3 },
        {
          name: 'popular-of',
          show_name: 'პოპულარული',
          variety: 'popular_podcasts',
          group: 'C',
          position: 12,
          size: 5,
          category_id: category,
        },
        {
          name: 'empty',
          show_name: 'ცარიელი',
          variety: 'category',
          group: 'A',
          position: 13,
          size: 8,
          category_id: empty.id,
        },
        {
          name: 'all',
          show_name: 'ყველა',
          variety: 'new_podcasts',
          group: 'A',
          position: 13,
          size: 2,
          image: 'blocks/x.png',
        },
      ])
      .returning(['id', 'name'])
      .execute();
    const id = (name: string) => added.find((b) => b.name === name)?.id ?? 0;
    await db
      .insertInto('block_episodes')
      .values([
        { block_id: id('drafts-only'), episode_id: draft.id, position: 0 },
        ...episodes.slice(0, 6).map((e, i) => ({ block_id: id('over-size'), episode_id: e.id, position: 5 - i })),
        { block_id: id('over-size'), episode_id: draft.id, position: 1 },
      ])
      .execute();
    await db
      .insertInto('block_authors')
      .values([
        { block_id: id('empty'), channel_id: (await podcasterBase(db).executeTakeFirstOrThrow()).id, position: 0 },
      ])
      .execute();
    // Ties of plays are broken by date, then id, as before.
    await db
      .updateTable('episodes')
      .set({ hits: 7 })
      .where(
        'id',
        'in',
        episodes.slice(0, 4).map((e) => e.id),
      )
      .execute();

    const items = await blocks();
    expect(items).toEqual(await reference(db));
    const byName = (name: string) => items.find((b) => b.name === name);
    expect(byName('drafts-only')?.podcasts.length).toBe(4);
    expect(byName('drafts-only')?.podcasts.every((p) => p.category_id === category)).toBe(true);
    expect(byName('over-size')?.podcasts.map((p) => p.id)).toEqual(
      episodes
        .slice(3, 6)
        .map((e) => e.id)
        .reverse(),
    );
    expect(byName('empty')?.podcasts).toEqual([]);
    expect(byName('empty')?.author.length).toBe(1);
    expect(byName('all')?.author).toEqual([]);
    expect(byName('all')?.image).toEqual({ url: 'blocks/x.png' });
  });
});
