import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AuthorBlockList,
  type Block,
  BlockList,
  ErrorResponse,
  IdParam,
  Menus,
  NavBar,
  paths,
  SiteSettings,
  StaticPage,
  StaticPageList,
  StaticPageQuery,
} from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { notFound } from '../../lib/errors';
import { type EpisodeRow, episodeBase, type PodcasterRow, podcasterBase, toEpisode, toPodcaster } from './queries';

const image = (url: string | null) => (url ? { url } : null);

export async function loadSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const text = (key: string) => (typeof map.get(key) === 'string' ? (map.get(key) as string) : '');
  const social = map.get('social');
  return {
    phone: text('phone'),
    mail: text('mail'),
    location: text('location'),
    social: Array.isArray(social) ? (social as SiteSettings['social']) : [],
  };
}

/** An episode list as a JSON array, in the sub-query's order; NULL when it has no row. */
const jsonRows = (rows: { compile(): unknown }) => sql<EpisodeRow[] | null>`(select json_agg(r) from (${rows}) r)`;

/**
 * Every block with its category, authors and episodes, in one query (issue 14: a query per block, two with its
 * authors, was 15 round trips for the demo's 7 blocks). A block's episodes are its chosen ones (`block_episodes`,
 * in their order) when any of them is published, else the newest (`popular_podcasts`: the most played) of its
 * category, or of all when it has none; `size` at most.
 */
function blocksWithContent(db: Db) {
  const size = sql<number>`b.size`;
  const chosen = episodeBase(db)
    .innerJoin('block_episodes as be', 'be.episode_id', 'e.id')
    .where(sql<boolean>`be.block_id = b.id`)
    .orderBy('be.position')
    .limit(size);
  const ofCategory = episodeBase(db).where(sql<boolean>`(b.category_id is null or e.category_id = b.category_id)`);
  const newest = ofCategory.orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').limit(size);
  const popular = ofCategory
    .orderBy('e.hits', 'desc')
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(size);
  const authors = podcasterBase(db)
    .innerJoin('block_authors as ba', 'ba.channel_id', 'ch.user_id')
    .where(sql<boolean>`ba.block_id = b.id`)
    .orderBy('ba.position');
  return db
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
      // The branch not taken is not run.
      sql<EpisodeRow[] | null>`coalesce(${jsonRows(chosen)}, case when b.variety = 'popular_podcasts'
        then ${jsonRows(popular)} else ${jsonRows(newest)} end)`.as('podcasts'),
      sql<PodcasterRow[] | null>`(select json_agg(a) from (${authors}) a)`.as('authors'),
    ])
    .orderBy('b.position')
    .orderBy('b.id');
}

export default async function navigationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];

  app.get(
    paths.menus,
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Header menu and footer settings', response: { 200: Menus } },
    },
    async () => {
      const items = await app.db
        .selectFrom('menus')
        .select(['id', 'title', 'address', 'alias'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return { items, settings: await loadSettings(app.db) };
    },
  );

  app.get(
    '/api/site-settings/',
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Footer phone, mail, location and social links', response: { 200: SiteSettings } },
    },
    async () => loadSettings(app.db),
  );

  app.get(
    paths.navBar,
    { config: { publicCache: true }, schema: { tags, summary: 'Home nav bar items', response: { 200: NavBar } } },
    async () => {
      const rows = await app.db.selectFrom('nav_items').selectAll().orderBy('position').orderBy('id').execute();
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          url: r.url,
          type: r.type,
          title: r.title,
          show_name: r.show_name,
          image: image(r.image),
          image_2: image(r.image_2),
        })),
      };
    },
  );

  app.get(
    paths.blocks,
    { config: { publicCache: true }, schema: { tags, summary: 'Home content blocks', response: { 200: BlockList } } },
    async () => {
      const blocks = await blocksWithContent(app.db).execute();
      const items: Block[] = blocks.map((b) => ({
        id: b.id,
        name: b.name,
        show_name: b.show_name,
        variety: b.variety,
        group: b.group,
        image: image(b.image),
        category:
          b.category_id !== null && b.category_alias !== null && b.category_title !== null
            ? { id: b.category_id, alias: b.category_alias, title: b.category_title }
            : null,
        pages: b.pages,
        podcasts: (b.podcasts ?? []).map(toEpisode),
        author: (b.authors ?? []).map(toPodcaster),
      }));
      return { items };
    },
  );

  app.get(
    paths.authorBlocks,
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Home author blocks', response: { 200: AuthorBlockList } },
    },
    async () => {
      const blocks = await app.db.selectFrom('author_blocks').selectAll().orderBy('position').orderBy('id').execute();
      const items = [];
      for (const b of blocks) {
        const authors = await podcasterBase(app.db)
          .innerJoin('author_block_channels as abc', 'abc.channel_id', 'ch.user_id')
          .where('abc.author_block_id', '=', b.id)
          .orderBy('abc.position')
          .execute();
        items.push({ id: b.id, title: b.title, group: b.group, author: authors.map(toPodcaster) });
      }
      return { items };
    },
  );

  const pageQuery = () =>
    app.db.selectFrom('static_pages').select(['id', 'kind', 'title', 'description']).orderBy('position');

  app.get(
    paths.staticPages,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Static pages; index 0 policy, 1 terms, 2 podcaster offer',
        response: { 200: StaticPageList },
      },
    },
    async () => pageQuery().execute(),
  );

  app.get(
    paths.staticPage,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One static page (static_page_id, when given, must agree with the path)',
        params: IdParam,
        querystring: StaticPageQuery,
        response: { 200: StaticPage, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { static_page_id } = request.query;
      if (static_page_id !== undefined && static_page_id !== request.params.id) throw notFound('გვერდი ვერ მოიძებნა');
      const page = await pageQuery().where('id', '=', request.params.id).executeTakeFirst();
      if (!page) throw notFound('გვერდი ვერ მოიძებნა');
      return page;
    },
  );
}
