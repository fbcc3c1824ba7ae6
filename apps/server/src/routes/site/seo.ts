import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorResponse, hrefs, matchWebRoute, parseSlug, publishingPaths, webRoutes } from '@podcast/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
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

/** A file of the sitemap index: `pages.xml`, `channels-<n>.xml`, `episodes-<n>.xml`. */
const SitemapPart = Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }) });

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

/**
 * A time as a sitemap's `lastmod` (W3C date-time, UTC, whole seconds), formatted by the database: a file of 50 000
 * addresses spent a tenth of its time parsing dates into objects and writing them out again.
 */
const lastmod = (time: RawBuilder<unknown>) =>
  sql<string | null>`to_char((${time}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

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

  // Sitemaps (sitemaps.org): one file of every public address while they fit in it (SITEMAP_URLS, 10 000; the
  // protocol allows 50 000); past that, /sitemap.xml is an index of files of at most that many: the fixed pages and
  // categories, the channels in pages, and the episodes by ranges of their ids (each file one read of the primary
  // key, however large the catalogue). Each file that exists is kept for the public cache's time (the public cache
  // itself answers JSON only).
  type Entry = [path: string, modified: string | null | undefined];
  const published = sql<boolean>`e.status = 'ready' and e.is_published`;
  const urlset = (entries: Entry[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map(
        ([path, modified]) =>
          `<url><loc>${escapeHtml(links.absolute(path))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`,
      )
      .join('\n')}\n</urlset>\n`;
  const sitemapIndex = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map((path) => `<sitemap><loc>${escapeHtml(links.absolute(path))}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  const episodes = () =>
    episodeBase(app.db)
      .clearSelect()
      .select(['e.id', 'e.alias', lastmod(sql`greatest(e.published_at, e.updated_at)`).as('modified')]);
  const episodeEntries = (rows: { id: number; alias: string; modified: string | null }[]) =>
    rows.map((e): Entry => [hrefs.episode(e), e.modified]);
  const channels = () =>
    app.db
      .selectFrom('channels as ch')
      .select([
        'ch.user_id as id',
        'ch.alias',
        lastmod(sql`greatest(ch.updated_at, (select max(e.published_at) from episodes e
          where e.created_by_id = ch.user_id and ${published}))`).as('modified'),
      ])
      .orderBy('ch.user_id');
  const channelEntries = (rows: { id: number; alias: string; modified: string | null }[]) =>
    rows.map((c): Entry => [hrefs.channel(c), c.modified]);
  /** The home page, the lists and the categories; the terms and the policy. */
  const fixedPages = async (): Promise<{ head: Entry[]; tail: Entry[] }> => {
    const [newest, categories] = await Promise.all([
      app.db
        .selectFrom('episodes as e')
        .select(lastmod(sql`max(e.published_at)`).as('at'))
        .where(published)
        .executeTakeFirst(),
      app.db
        .selectFrom('categories as c')
        .select([
          'c.id',
          'c.alias',
          lastmod(sql`(select max(e.published_at) from episodes e
            where e.category_id = c.id and ${published})`).as('modified'),
        ])
        .orderBy('c.position')
        .orderBy('c.id')
        .execute(),
    ]);
    const lists = [hrefs.home(), hrefs.podcastpage(), hrefs.popular(), hrefs.podcasters(), hrefs.categories()];
    return {
      head: [
        ...lists.map((path): Entry => [path, newest?.at]),
        ...categories.map((c): Entry => [hrefs.category(c), c.modified]),
      ],
      tail: [
        [hrefs.terms(), undefined],
        [hrefs.policy(), undefined],
      ],
    };
  };

  const buildSitemap = async () => {
    const limit = app.config.sitemapUrls;
    const [{ head, tail }, counts] = await Promise.all([
      fixedPages(),
      // The episodes counted up to the limit only: past it, the answer is an index whatever their number. The
      // channels' number is kept by a trigger (migration 0021).
      sql<{ channels: number; episodes: number }>`select (select n from channel_count) as channels,
        (select count(*)::int from (${episodes().limit(limit + 1)}) x) as episodes`.execute(app.db),
    ]);
    const channelCount = counts.rows[0]?.channels ?? 0;
    if (head.length + tail.length + channelCount + (counts.rows[0]?.episodes ?? 0) <= limit) {
      const [channelRows, episodeRows] = await Promise.all([
        channels().execute(),
        episodes().orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').execute(),
      ]);
      return urlset([...head, ...channelEntries(channelRows), ...episodeEntries(episodeRows), ...tail]);
    }
    // The ranges of ids holding a published episode (each found by one probe of the primary key).
    const ranges = await sql<{ n: number }>`select r.n::int as n
      from generate_series(0, (select coalesce(max(id), 0) from episodes) / ${limit}) r(n)
      where exists (select 1 from episodes e where e.id > r.n * ${limit} and e.id <= (r.n + 1) * ${limit} and ${published})
      order by r.n`.execute(app.db);
    return sitemapIndex([
      '/sitemaps/pages.xml',
      ...Array.from({ length: Math.ceil(channelCount / limit) }, (_, i) => `/sitemaps/channels-${i + 1}.xml`),
      ...ranges.rows.map((r) => `/sitemaps/episodes-${r.n + 1}.xml`),
    ]);
  };

  /** A file of the index, or undefined when there is no such file. */
  const buildPart = async (name: string): Promise<string | undefined> => {
    const limit = app.config.sitemapUrls;
    if (name === 'pages.xml') {
      const { head, tail } = await fixedPages();
      return urlset([...head, ...tail]);
    }
    const part = /^(channels|episodes)-([1-9]\d{0,8})\.xml$/.exec(name);
    if (!part) return undefined;
    const n = Number(part[2]);
    // Past the last id an episode can have (int4), no range holds one.
    if ((n - 1) * limit >= 2 ** 31 - 1) return undefined;
    if (part[1] === 'channels') {
      const rows = await channels()
        .offset((n - 1) * limit)
        .limit(limit)
        .execute();
      return rows.length > 0 ? urlset(channelEntries(rows)) : undefined;
    }
    const rows = await episodes()
      .where('e.id', '>', (n - 1) * limit)
      .where('e.id', '<=', n * limit)
      .orderBy('e.id')
      .execute();
    return rows.length > 0 ? urlset(episodeEntries(rows)) : undefined;
  };

  // Only files that exist are kept: a name that answers 404 is not, so the map holds no more than the index names.
  const built = new Map<string, { at: number; xml: string }>();
  const cached = async (key: string, build: () => Promise<string | undefined>) => {
    const kept = built.get(key);
    if (kept && Date.now() - kept.at < app.config.publicCacheMs) return kept.xml;
    const xml = await build();
    if (xml === undefined) built.delete(key);
    else built.set(key, { at: Date.now(), xml });
    return xml;
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, (await cached('', buildSitemap)) ?? ''),
  );

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { schema: { hide: true, params: SitemapPart } },
    async (request, reply) => {
      const xml = await cached(request.params.name, () => buildPart(request.params.name));
      if (xml === undefined) throw notFound('ასეთი საიტის რუკა არ არსებობს');
      return sendXml(reply, xml);
    },
  );

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
