import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type BlockList, hrefs, matchWebRoute, parseSlug, paths, type RouteMatch } from '@podcast/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { categoryHead, channelHead, episodeHead, type PageHead, renderHead } from './heads';
import seoRoutes from './seo';
import { findEpisode, SITE_NAME, scriptJson, shareEpisode, siteLinks } from './share';
import { renderShell, routePreloads, type ShellPage } from './shell';

const PLACEHOLDER = `<!doctype html><html lang="ka"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>პოდკასტები</title></head>
<body style="font-family:'Noto Sans Georgian',Arial,sans-serif;max-width:640px;margin:10vh auto;padding:0 16px">
<h1>პოდკასტები</h1><p>ვებ-აპლიკაცია ჯერ არ არის აწყობილი (npm run build -w @podcast/web). API მუშაობს:</p>
<ul><li><a href="/api/docs">API დოკუმენტაცია (/api/docs)</a></li><li><a href="/api/podcasts/">/api/podcasts/</a></li>
<li><a href="/api/categories/">/api/categories/</a></li></ul></body></html>`;

const NOT_FOUND_PAGE = `<!doctype html><html lang="ka"><head><meta charset="utf-8"><title>გვერდი ვერ მოიძებნა</title></head>
<body style="font-family:'Noto Sans Georgian',Arial,sans-serif;max-width:640px;margin:10vh auto;padding:0 16px">
<h1>404</h1><p>გვერდი ვერ მოიძებნა</p><p><a href="/">მთავარ გვერდზე დაბრუნება</a></p></body></html>`;

const MENU_TTL_MS = 30_000;
/** Covers of the home screen's first shelf in the static shell: a desktop's row. */
const HOME_SHELF_ITEMS = 6;

/** What the embed page plays (read by apps/web/src/embed from `#embed-data`). */
interface EmbedData {
  id: number;
  title: string;
  channel: string;
  /** The episode's page and the channel's page. */
  url: string;
  channelUrl: string;
  src: string | null;
  video: boolean;
  image: string | null;
  /** Seconds, until the media's own duration is known. */
  duration: number;
}

/**
 * The server side of the web route table: which paths are pages (the table shared with the router in
 * `@podcast/contract`, plus the server menu's addresses), with status 404 for any other path and for an unknown
 * episode, channel or category id; episode and channel pages get their title, description and Open Graph tags in
 * the HTML sent, so shared links preview.
 */
async function siteRoutes(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexFile = join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Hashed file names never change: cache them for a year. index.html itself is not served from here.
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const files = new Map<string, string>();
  const fileOf = async (name: string) => {
    let html = files.get(name);
    if (html === undefined) {
      html = await readFile(join(dist, name), 'utf8');
      files.set(name, html);
    }
    return html;
  };
  const shell = () => fileOf('index.html');
  const preloadsOf = hasWeb ? routePreloads(dist) : () => ({ modules: [], styles: [] });

  let menuCache: { at: number; addresses: Set<string> } | undefined;
  const menuAddresses = async () => {
    if (!menuCache || Date.now() - menuCache.at > MENU_TTL_MS) {
      const rows = await app.db.selectFrom('menus').select('address').execute();
      menuCache = {
        at: Date.now(),
        addresses: new Set(rows.map((row) => hrefs.menu(row.address).replace(/\/+$/, '').toLowerCase())),
      };
    }
    return menuCache.addresses;
  };

  const links = siteLinks(app.config.publicUrl);

  /** The page's head when its record exists; null when the id is unknown (404). */
  const headOf = async (match: RouteMatch): Promise<PageHead | null | undefined> => {
    const id = parseSlug(match.slug)?.id;
    if (id === undefined) return undefined;
    if (match.route.entity === 'episode') return episodeHead(app.db, links, id);
    if (match.route.entity === 'channel') return channelHead(app.db, links, id);
    if (match.route.entity === 'category') return categoryHead(app.db, links, id);
    return undefined;
  };

  /** The API calls a route's loader makes first, preloaded from the HTML (the app's fetch then finds them loaded). */
  const apiPreloads = (match: RouteMatch | null) => {
    const id = parseSlug(match?.slug)?.id;
    const calls =
      match?.key === 'home'
        ? [paths.navBar, paths.blocks, paths.authorBlocks]
        : match?.key === 'episode' && id !== undefined
          ? [paths.podcast.replace(':id', String(id))]
          : match?.key === 'channel' && id !== undefined
            ? [paths.podcaster.replace(':id', String(id))]
            : [];
    return calls;
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const match = matchWebRoute(path);
    let status = 200;
    let head: PageHead | undefined;
    if (match) {
      const found = await headOf(match);
      if (found === null) status = 404;
      else head = found;
    } else {
      const menus = await menuAddresses();
      if (!menus.has(path.replace(/\/+$/, '').toLowerCase())) status = 404;
    }
    if (hasWeb) {
      return reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await pageHtml(await shell(), status === 200 ? match : null, head));
    }
    if (path === '/') return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
  };

  /** The home screen's first shelf, from the same (cached) answer the app asks for. */
  const homeShelf = async () => {
    const response = await app.inject({ method: 'GET', url: paths.blocks });
    if (response.statusCode !== 200) return undefined;
    const blocks = response.json<BlockList>().items.filter((block) => block.podcasts.length > 0);
    const first = blocks[0];
    return (
      first && {
        title: first.show_name,
        items: first.podcasts
          .slice(0, HOME_SHELF_ITEMS)
          .map((episode) => ({ title: episode.title, ...(episode.image.url ? { image: episode.image.url } : {}) })),
      }
    );
  };

  /** The shell with the page's head, its part of the static shell, and the preloads of its first view. */
  const pageHtml = async (html: string, match: RouteMatch | null, head: PageHead | undefined) => {
    let page: ShellPage | undefined = head?.shell;
    if (match?.key === 'home') {
      const shelf = await homeShelf();
      page = { kind: 'home', title: SITE_NAME, ...(shelf ? { shelf } : {}) };
    }
    const firstView = match ? { ...preloadsOf(match.key), fetches: apiPreloads(match) } : undefined;
    return renderShell(renderHead(html, head), page, firstView);
  };

  app.get('/', { schema: { hide: true } }, serveApp);

  // The embeddable player of one episode: a page of its own (embed.html of the web build), allowed in any
  // site's iframe, with the episode it plays written into it.
  const hasEmbed = existsSync(join(dist, 'embed.html'));
  app.get<{ Params: { slug: string } }>('/embed/podcast/:slug', { schema: { hide: true } }, async (request, reply) => {
    const csp = String(reply.raw.getHeader('content-security-policy') ?? '');
    reply.raw.setHeader('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    reply.raw.removeHeader('x-frame-options');
    const id = parseSlug(request.params.slug)?.id;
    const episode = id === undefined ? undefined : await findEpisode(app.db, { id });
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!episode || !hasEmbed) return reply.status(404).send(NOT_FOUND_PAGE);
    const shared = shareEpisode(episode, links);
    const data: EmbedData = {
      id: episode.id,
      title: episode.title,
      channel: episode.created_by.channel,
      url: shared.url,
      channelUrl: shared.channelUrl,
      src: shared.media?.src ?? null,
      video: shared.isVideo,
      image: shared.image ?? null,
      duration: episode.video_length_seconds,
    };
    const html = renderHead(await fileOf('embed.html'), {
      title: `${episode.title} — ${episode.created_by.channel}`,
      canonical: shared.url,
    }).replace('</head>', () => `<script type="application/json" id="embed-data">${scriptJson(data)}</script></head>`);
    return reply.send(html);
  });
  await app.register(seoRoutes, { links });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/') || request.method !== 'GET') {
      return reply.status(404).send({ detail: 'ვერ მოიძებნა' });
    }
    return serveApp(request, reply);
  });
}

/** Not encapsulated: the not-found handler is the whole server's. */
export default fp(siteRoutes, { name: 'site' });
