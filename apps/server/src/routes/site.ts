import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Client routes of spec §2; any other path gets the app's not-found screen with status 404. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(login|register|resetPass|search|podcaster_offer)\/?$/,
  /^\/password-reset\/confirm\/?$/,
  /^\/(podcastpage|popular-posts|podcasterpage|CategoryPage|saved|terms|policy)\/?$/,
  /^\/(podcaster|podcast|category)\/\d+-[\w\-\u10a0-\u10ff]*\/?$/,
  /^\/(profile|statics|notifications|subscriptions|add-podcast|my-episodes|settings|history)\/?$/,
  /^\/messages\/\d+-[\w-]+\/?$/,
];

const PLACEHOLDER = `<!doctype html><html lang="ka"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>პოდკასტები</title></head>
<body style="font-family:'Noto Sans Georgian',Arial,sans-serif;max-width:640px;margin:10vh auto;padding:0 16px">
<h1>პოდკასტები</h1><p>ვებ-აპლიკაცია ჯერ არ არის აწყობილი. API მუშაობს:</p>
<ul><li><a href="/api/docs">API დოკუმენტაცია (/api/docs)</a></li><li><a href="/api/podcasts/">/api/podcasts/</a></li>
<li><a href="/api/categories/">/api/categories/</a></li></ul></body></html>`;

const NOT_FOUND_PAGE = `<!doctype html><html lang="ka"><head><meta charset="utf-8"><title>გვერდი ვერ მოიძებნა</title></head>
<body style="font-family:'Noto Sans Georgian',Arial,sans-serif;max-width:640px;margin:10vh auto;padding:0 16px">
<h1>404</h1><p>გვერდი ვერ მოიძებნა</p><p><a href="/">მთავარ გვერდზე დაბრუნება</a></p></body></html>`;

async function siteRoutes(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexFile = join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false, decorateReply: false });
  }
  let indexHtml: string | undefined;
  const shell = async () => {
    indexHtml ??= await readFile(indexFile, 'utf8');
    return indexHtml;
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const known = CLIENT_ROUTES.some((re) => re.test(path));
    if (hasWeb)
      return reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(await shell());
    if (path === '/') return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
  };

  app.get('/', { schema: { hide: true } }, serveApp);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/') || request.method !== 'GET') {
      return reply.status(404).send({ detail: 'ვერ მოიძებნა' });
    }
    return serveApp(request, reply);
  });
}

/** Not encapsulated: the not-found handler is the whole server's. */
export default fp(siteRoutes, { name: 'site' });
