import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorResponse, hrefs, matchWebRoute, parseSlug, publishingPaths, webRoutes } from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { episodeBase } from '../content/queries';
import {
  embedHref,
  embedSize,
  escapeHtml,
  findChannel,
  findEpisode,
  SITE_NAME,
  type SiteLinks,
  shareEpisode,
} from './share';

/** A sitemap holds at most 50 000 addresses (sitemaps.org); the newest episodes come first. */
const SITEMAP_LIMIT = 50_000;

const OembedQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'An episode or channel page of this site' }),
  format: Type.Optional(Type.String({ maxLength: 10, description: 'Only json' })),
  maxwidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  maxheight: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

const Oembed = Type.Object({
  version: Type.Literal('1.0'),
  type: Type.Union([Type.Literal('rich'), Type.Literal('video')]),
  provider_name: Type.String(),
  provider_url: Type.String(),
  title: Type.String(),
  author_name: Type.String(),
  author_url: Type.String(),
  thumbnail_url: Type.Optional(Type.String()),
  html: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  cache_age: Type.Integer(),
});
type Oembed = Static<typeof Oembed>;

const lastmod = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined;

/** robots.txt, sitemap.xml and the oEmbed endpoint: how crawlers and other sites find and show the pages. */
export default async function seoRoutes(fastify: FastifyInstance, { links }: { links: SiteLinks }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const site = new URL(links.absolute('/'));

  const privatePaths = [
    ...Object.values(webRoutes)
      .filter((route) => 'profile' in route && route.profile)
      .map((route) => route.path.replace(/:slug$/, '')),
    hrefs.saved(),
  ];
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Allow: ${publishingPaths.rss.replace(':id', '*')}`,
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${links.absolute('/sitemap.xml')}`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  let sitemap: { at: number; xml: string } | undefined;
  const buildSitemap = async () => {
    const [episodes, channels, categories] = await Promise.all([
      episodeBase(app.db)
        .clearSelect()
        .select(['e.id', 'e.alias', sql<Date | string>`greatest(e.published_at, e.updated_at)`.as('modified')])
        .orderBy('e.published_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(SITEMAP_LIMIT)
        .execute(),
      app.db
        .selectFrom('channels as ch')
        .select([
          'ch.user_id as id',
          'ch.alias',
          sql<Date | string>`greatest(ch.updated_at, (select max(e.published_at) from episodes e
            where e.created_by_id = ch.user_id and e.status = 'ready' and e.is_published))`.as('modified'),
        ])
        .orderBy('ch.user_id')
        .execute(),
      app.db
        .selectFrom('categories as c')
        .select([
          'c.id',
          'c.alias',
          sql<Date | string | null>`(select max(e.published_at) from episodes e
            where e.category_id = c.id and e.status = 'ready' and e.is_published)`.as('modified'),
        ])
        .orderBy('c.position')
        .orderBy('c.id')
        .execute(),
    ]);
    const newest = episodes.reduce<string | undefined>((latest, e) => {
      const at = lastmod(e.modified);
      return at && (!latest || at > latest) ? at : latest;
    }, undefined);
    const entries: [string, string | undefined][] = [
      ...[hrefs.home(), hrefs.podcastpage(), hrefs.popular(), hrefs.podcasters(), hrefs.categories()].map(
        (path): [string, string | undefined] => [path, newest],
      ),
      ...categories.map((c): [string, string | undefined] => [hrefs.category(c), lastmod(c.modified)]),
      ...channels.map((c): [string, string | undefined] => [hrefs.channel(c), lastmod(c.modified)]),
      ...episodes.map((e): [string, string | undefined] => [hrefs.episode(e), lastmod(e.modified)]),
      [hrefs.terms(), undefined],
      [hrefs.policy(), undefined],
    ];
    const urls = entries
      .slice(0, SITEMAP_LIMIT)
      .map(
        ([path, modified]) =>
          `<url><loc>${escapeHtml(links.absolute(path))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`,
      );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const ttl = app.config.publicCacheMs;
    if (!sitemap || Date.now() - sitemap.at >= ttl) sitemap = { at: Date.now(), xml: await buildSitemap() };
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemap.xml);
  });

  app.get(
    '/api/oembed',
    {
      config: { publicCache: true },
      schema: {
        tags: ['site'],
        summary: 'oEmbed (JSON) of an episode or channel page: an iframe of the embeddable player',
        querystring: OembedQuery,
        response: { 200: Oembed, 400: ErrorResponse, 404: ErrorResponse, 501: ErrorResponse },
      },
    },
    async (request): Promise<Oembed> => {
      const { url, format, maxwidth, maxheight } = request.query;
      if (format !== undefined && format.toLowerCase() !== 'json') {
        throw new HttpError(501, 'მხარდაჭერილია მხოლოდ JSON ფორმატი');
      }
      if (!URL.canParse(url)) throw badRequest('მისამართი არასწორია', { url: ['მისამართი არასწორია'] });
      const page = new URL(url);
      if (page.origin !== site.origin || !page.pathname.startsWith(site.pathname)) {
        throw notFound('მისამართი ამ საიტს არ ეკუთვნის');
      }
      const match = matchWebRoute(`/${page.pathname.slice(site.pathname.length)}`);
      const id = parseSlug(match?.slug)?.id;
      const entity = match?.route.entity;
      let title: string | undefined;
      let episode = undefined as Awaited<ReturnType<typeof findEpisode>>;
      if (id !== undefined && entity === 'episode') {
        episode = await findEpisode(app.db, { id });
        title = episode?.title;
      } else if (id !== undefined && entity === 'channel') {
        const channel = await findChannel(app.db, id);
        episode = channel && (await findEpisode(app.db, { channelId: channel.id }));
        title = channel?.name;
      }
      if (!episode || title === undefined) throw notFound('ამ გვერდის ჩასაშენებელი ფლეერი ვერ მოიძებნა');
      const shared = shareEpisode(episode, links);
      const start = entity === 'episode' ? Number(page.searchParams.get('t')) : 0;
      const src = links.absolute(embedHref(episode, { t: Number.isFinite(start) ? start : 0 }));
      const { width, height } = embedSize(shared.isVideo, maxwidth, maxheight);
      const html = `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" style="border:0;border-radius:12px;max-width:100%" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>`;
      return {
        version: '1.0',
        type: shared.isVideo ? 'video' : 'rich',
        provider_name: SITE_NAME,
        provider_url: site.href,
        title,
        author_name: episode.created_by.channel,
        author_url: shared.channelUrl,
        ...(shared.image ? { thumbnail_url: shared.image } : {}),
        html,
        width,
        height,
        cache_age: 3600,
      };
    },
  );
}
