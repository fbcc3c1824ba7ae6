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
import type { Db } from '../../db/index';
import { notFound } from '../../lib/errors';
import { episodeBase, podcasterBase, toEpisode, toPodcaster } from './queries';

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

async function blockEpisodes(db: Db, block: { id: number; variety: string; category_id: number | null; size: number }) {
  const manual = await episodeBase(db)
    .innerJoin('block_episodes as be', 'be.episode_id', 'e.id')
    .where('be.block_id', '=', block.id)
    .orderBy('be.position')
    .limit(block.size)
    .execute();
  if (manual.length > 0) return manual.map(toEpisode);
  let query = episodeBase(db).limit(block.size);
  if (block.variety === 'popular_podcasts') query = query.orderBy('e.hits', 'desc');
  if (block.category_id !== null) query = query.where('e.category_id', '=', block.category_id);
  return (await query.orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').execute()).map(toEpisode);
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
      const blocks = await app.db
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
        const authors = await podcasterBase(app.db)
          .innerJoin('block_authors as ba', 'ba.channel_id', 'ch.user_id')
          .where('ba.block_id', '=', b.id)
          .orderBy('ba.position')
          .execute();
        items.push({
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
          podcasts: await blockEpisodes(app.db, b),
          author: authors.map(toPodcaster),
        });
      }
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
