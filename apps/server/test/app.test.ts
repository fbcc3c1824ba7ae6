import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Episode, hrefs } from '@podcast/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, type TestContext } from './helper';

let ctx: TestContext;
let provider: Server;
let providerUrl = '';
const providerCalls: string[] = [];

beforeAll(async () => {
  // A stand-in OAuth2 provider on loopback: token and userinfo endpoints of the authorisation-code flow.
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      providerCalls.push(`${request.method} ${request.url} ${body}`);
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token' && new URLSearchParams(body).get('code') === 'good-code') {
        response.end(JSON.stringify({ access_token: 'provider-access-token', token_type: 'Bearer' }));
      } else if (request.url === '/userinfo' && request.headers.authorization === 'Bearer provider-access-token') {
        response.end(
          JSON.stringify({ sub: 'g-123', email: 'oauth.user@example.com', given_name: 'ლაშა', family_name: 'ოაუთი' }),
        );
      } else {
        response.statusCode = 400;
        response.end('{"error":"invalid_grant"}');
      }
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  ctx = await createTestApp(
    {},
    {
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_AUTHORIZE_URL: `${providerUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${providerUrl}/token`,
      GOOGLE_USERINFO_URL: `${providerUrl}/userinfo`,
    },
  );
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('serving', () => {
  it('serves the OpenAPI document and Swagger UI at /api/docs', async () => {
    expect((await ctx.app.inject('/api/docs')).statusCode).toBeLessThan(400);
    const spec = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/podcasts/', '/api/search/', '/api/login/', '/api/update-profile/']) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
  });

  it('caches public content briefly and can drop the cache', async () => {
    const first = await ctx.app.inject('/api/categories/?cache-test=1');
    const second = await ctx.app.inject('/api/categories/?cache-test=1');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    ctx.app.clearPublicCache();
    expect((await ctx.app.inject('/api/categories/?cache-test=1')).headers['x-cache']).toBeUndefined();
    const profile = await ctx.app.inject('/api/profile/');
    expect(profile.headers['x-cache']).toBeUndefined();
  });

  it('recomputes an expired answer once, in the background, while every request gets the previous copy', async () => {
    const url = '/api/categories/?cache-test=stale';
    const title = (body: string) => JSON.parse(body).items[0].title as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await ctx.app.inject(url);
      const original = title(first.body);
      await sql`update categories set title = title || ' (ახალი)'`.execute(ctx.database.db);
      vi.setSystemTime(Date.now() + ctx.config.publicCacheMs + 1);
      // No request waits for the recomputation (under load it may queue behind other database work).
      const stale = await Promise.all([ctx.app.inject(url), ctx.app.inject(url)]);
      for (const answer of stale) {
        expect(answer.headers['x-cache']).toBe('hit');
        expect(title(answer.body)).toBe(original);
      }
      // The recomputed answer is served once it lands.
      await vi.waitFor(async () => expect(title((await ctx.app.inject(url)).body)).toBe(`${original} (ახალი)`));
      const next = await ctx.app.inject(url);
      expect(next.headers['x-cache']).toBe('hit');
      expect(title(next.body)).toBe(`${original} (ახალი)`);
      // A copy older than two lifetimes is never served: the next request waits for fresh data.
      vi.setSystemTime(Date.now() + 2 * ctx.config.publicCacheMs + 1);
      expect((await ctx.app.inject(url)).headers['x-cache']).toBeUndefined();
    } finally {
      vi.useRealTimers();
      await sql`update categories set title = replace(title, ' (ახალი)', '')`.execute(ctx.database.db);
      ctx.app.clearPublicCache();
    }
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject('/api/categories/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown API paths with a JSON 404 and other paths with a 404 page', async () => {
    const api = await ctx.app.inject('/api/nothing-here/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: expect.any(String) });
    const page = await ctx.app.inject('/SearchErrorPage/');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('გვერდი ვერ მოიძებნა');
    const home = await ctx.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('/api/docs');
  });

  it('serves media with byte ranges', async () => {
    const whole = await ctx.app.inject('/media/demo/audio/technology-45.mp3');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // An MPEG audio frame header: 11 sync bits.
    expect(whole.rawPayload[0]).toBe(0xff);
    expect((whole.rawPayload[1] ?? 0) & 0xe0).toBe(0xe0);
    const part = await ctx.app.inject({ url: '/media/demo/audio/technology-45.mp3', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    const beyond = await ctx.app.inject({
      url: '/media/demo/audio/technology-45.mp3',
      headers: { range: 'bytes=99999999-' },
    });
    expect(beyond.statusCode).toBe(416);
    expect((await ctx.app.inject('/media/../package.json')).statusCode).toBe(404);
    expect((await ctx.app.inject('/media/demo/missing.wav')).statusCode).toBe(404);
  });

  it('never answers bad input with a 500', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBeTruthy();
    expect(json.body).not.toContain('at ');
    const type = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(type.statusCode).toBe(415);
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'a@b.ge', password: 'x'.repeat(2_000_000) },
    });
    expect(big.statusCode).toBe(413);
    const method = await ctx.app.inject({ method: 'DELETE', url: '/api/podcasts/' });
    expect(method.statusCode).toBe(404);
  });
});

describe('web app', () => {
  it('serves the built app shell: 200 on client routes, 404 on unknown paths', async () => {
    const dist = join(ctx.config.dataDir, 'web');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = await createTestApp({ webDist: dist });
    try {
      // A page of the server menu that has no screen of its own is a page too.
      await web.database.db
        .insertInto('menus')
        .values({ title: 'ახალი', address: 'novelty', alias: 'novelty', position: 9 })
        .execute();
      expect((await web.app.inject('/novelty')).statusCode).toBe(200);
      const { items } = (await web.app.inject('/api/podcasts/?limit=1')).json() as { items: Episode[] };
      const episode = items[0];
      if (!episode) throw new Error('the demo seed has no episode');
      const category = episode.category;
      if (!category) throw new Error('the demo episode has no category');
      for (const path of [
        '/',
        '/podcastpage/',
        '/PodcastPage',
        hrefs.episode(episode),
        hrefs.channel(episode.created_by),
        hrefs.category(category),
        '/password-reset/confirm/?token=x',
        '/messages/3-abc',
        '/statics',
      ]) {
        const response = await web.app.inject(path);
        expect(response.statusCode, path).toBe(200);
        expect(response.body).toContain('<div id="root">');
      }
      for (const path of [
        '/no/such/page',
        '/SearchErrorPage/',
        '/podcast/999999-missing/',
        '/podcaster/999999-missing/',
        '/category/999999-missing/',
        '/podcast/not-a-slug/',
        '/messages/3-a%20b',
      ]) {
        const unknown = await web.app.inject(path);
        expect(unknown.statusCode, path).toBe(404);
        expect(unknown.body).toContain('<div id="root">');
      }
      expect((await web.app.inject('/assets/app.js')).statusCode).toBe(200);
      expect((await web.app.inject('/api/categories/')).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('sends episode and channel pages with their title, description and Open Graph tags', async () => {
    const dist = join(ctx.config.dataDir, 'web-head');
    await mkdir(dist, { recursive: true });
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>პოდკასტები</title><meta name="description" content="site"></head><body></body></html>',
    );
    const web = await createTestApp({ webDist: dist });
    try {
      const { items } = (await web.app.inject('/api/podcasts/?limit=1')).json() as { items: Episode[] };
      const episode = items[0];
      if (!episode) throw new Error('the demo seed has no episode');
      const page = await web.app.inject(hrefs.episode(episode));
      expect(page.statusCode).toBe(200);
      const html = page.body;
      const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
      expect(attr(/<title>([^<]*)<\/title>/)).toContain(episode.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
      expect(attr(/<meta property="og:title" content="([^"]*)">/)).toBeTruthy();
      expect(attr(/<link rel="canonical" href="([^"]*)">/)).toBe(`http://podcast.test${hrefs.episode(episode)}`);
      expect(attr(/<meta property="og:(?:audio|video)" content="([^"]*)">/)).toBe(
        `http://podcast.test/media/${episode.file}`,
      );
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const channel = await web.app.inject(hrefs.channel(episode.created_by));
      expect(channel.statusCode).toBe(200);
      expect(channel.body).toContain(`href="http://podcast.test/api/podcaster/${episode.created_by.id}/rss"`);
      expect(channel.body).toContain(`<meta property="og:title" content="${episode.created_by.channel}">`);
    } finally {
      await web.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts', async () => {
    const limited = await createTestApp({ authRateLimit: 3, seedDemo: false });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: 'x@example.com', password: 'nope' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/ძალიან ბევრი მცდელობა/);
      const reset = await limited.app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        payload: { email: 'x@example.com' },
      });
      expect(reset.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('OAuth2 sign-in', () => {
  it('explains in Georgian when a provider is not configured', async () => {
    const response = await ctx.app.inject('/auth/facebook_oauth2_login/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('არ არის კონფიგურირებული');
  });

  it('runs the authorisation-code flow and signs the user in', async () => {
    const start = await ctx.app.inject('/auth/google_oauth2_login/');
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${providerUrl}/authorize`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('redirect_uri')).toBe('http://podcast.test/auth/google_oauth2_callback/');
    const state = location.searchParams.get('state') ?? '';

    const forged = await ctx.app.inject({
      url: '/auth/google_oauth2_callback/',
      query: { code: 'good-code', state: `${state}x` },
    });
    expect(forged.statusCode).toBe(400);
    const refused = await ctx.app.inject({ url: '/auth/google_oauth2_callback/', query: { code: 'bad-code', state } });
    expect(refused.statusCode).toBe(502);

    const done = await ctx.app.inject({ url: '/auth/google_oauth2_callback/', query: { code: 'good-code', state } });
    expect(done.statusCode).toBe(200);
    expect(providerCalls.some((c) => c.startsWith('POST /token') && c.includes('client_secret=client-secret'))).toBe(
      true,
    );
    const token = /var t="([^"]+)"/.exec(done.body)?.[1] ?? '';
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'oauth.user@example.com', first_name: 'ლაშა' });

    // The same provider account signs in to the same user again.
    const again = await ctx.app.inject({ url: '/auth/google_oauth2_callback/', query: { code: 'good-code', state } });
    const second = /var t="([^"]+)"/.exec(again.body)?.[1] ?? '';
    const profile2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(profile2.json().id).toBe(profile.json().id);
    // A user without a password cannot sign in with one.
    await expect(login(ctx.app, 'oauth.user@example.com', 'anything-at-all')).rejects.toThrow(/401/);
  });
});
