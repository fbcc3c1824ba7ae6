import type { EpisodeList } from '@podcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';
import { bearer, form, newPodcaster, type TestUser } from './publishing-helpers';

let ctx: TestContext;
let podcaster: TestUser;
let file: string;
let size: number;

beforeAll(async () => {
  ctx = await createTestApp();
  podcaster = await newPodcaster(ctx.app, 'მყარი არხი');
  const list = (await ctx.app.inject('/api/podcasts/?limit=1')).json() as EpisodeList;
  file = list.items[0]?.file ?? '';
  size = Number((await ctx.app.inject(`/media/${file}`)).headers['content-length']);
});
afterAll(async () => ctx?.close());

const expect400 = async (response: { statusCode: number; json: () => unknown; body: string }, what: string) => {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  const body = response.json() as { detail?: unknown };
  expect(typeof body.detail, what).toBe('string');
  expect(response.body, what).not.toMatch(/at .*\(|stack/i);
};

describe('numbers are plain decimals, never Infinity, NaN, 1e309 or hex', () => {
  const shapes = ['Infinity', '-Infinity', '1e309', 'NaN', '0x10', '1e2', ' 7'];
  it.each([
    ['/api/podcasts/', 'limit'],
    ['/api/podcasts/', 'page_skip'],
    ['/api/podcasts/', 'category_id'],
    ['/api/podcasts/', 'created_by_id'],
    ['/api/search/', 'page'],
  ])('%s ?%s=', async (path, name) => {
    for (const value of shapes) {
      const response = await ctx.app.inject({ url: path, query: { q: 'ა', [name]: value } });
      await expect400(response, `${path}?${name}=${value}`);
    }
    expect((await ctx.app.inject({ url: path, query: { q: 'ა', [name]: '2' } })).statusCode).toBe(200);
  });

  it('in a JSON body (1e309 parses as Infinity) and in path parameters', async () => {
    const rate = await ctx.app.inject({
      method: 'POST',
      url: `/api/podcaster/${podcaster.id}/rate/`,
      headers: { ...bearer(podcaster.token), 'content-type': 'application/json' },
      payload: '{"rating": 1e309}',
    });
    await expect400(rate, 'rating 1e309');
    await expect400(await ctx.app.inject('/api/podcast/Infinity/'), 'podcast id Infinity');
    await expect400(await ctx.app.inject('/api/podcast/1e3/'), 'podcast id 1e3');
  });
});

describe('a NUL byte in any text is refused with 400', () => {
  it('in the query string, a JSON body and a urlencoded body', async () => {
    await expect400(await ctx.app.inject('/api/search/?q=a%00b'), 'search q');
    await expect400(
      await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: 'a\u0000@x.ge', password: 'x' } }),
      'login e-mail',
    );
    await expect400(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%00b%40x.ge',
      }),
      'reset e-mail',
    );
  });

  it('in a multipart field and in an uploaded file name', async () => {
    const field = form({ channel: 'არხი\u0000', channel_description: 'აღწერა' });
    await expect400(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/update-channel/',
        headers: { ...field.headers, ...bearer(podcaster.token) },
        payload: field.payload,
      }),
      'channel name',
    );
    const named = form({ channel: 'არხი' }, [
      { field: 'image', name: 'a\u0000.png', type: 'image/png', data: Buffer.from('x') },
    ]);
    await expect400(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/update-channel/',
        headers: { ...named.headers, ...bearer(podcaster.token) },
        payload: named.payload,
      }),
      'image file name',
    );
  });
});

describe('HTTP Range per RFC 9110', () => {
  it('a suffix longer than the file is the whole file', async () => {
    const response = await ctx.app.inject({ url: `/media/${file}`, headers: { range: `bytes=-${size * 10}` } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(response.rawPayload.length).toBe(size);
  });

  it('a header that does not parse is ignored: 200 with the whole body', async () => {
    for (const range of ['bytes=abc', 'bytes=1e3-2e3', 'bytes=0x0-0x9', 'bites=0-1', 'bytes=']) {
      const response = await ctx.app.inject({ url: `/media/${file}`, headers: { range } });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length, range).toBe(size);
    }
  });

  it('valid ranges still answer 206, and an impossible one 416', async () => {
    const first = await ctx.app.inject({ url: `/media/${file}`, headers: { range: 'bytes=0-1' } });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.length).toBe(2);
    const suffix = await ctx.app.inject({ url: `/media/${file}`, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.length).toBe(10);
    const past = await ctx.app.inject({ url: `/media/${file}`, headers: { range: `bytes=${size + 5}-` } });
    expect(past.statusCode).toBe(416);
  });
});

describe('client addresses', () => {
  const attempt = (app: TestContext['app'], forwarded: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'x-forwarded-for': forwarded },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });

  it('X-Forwarded-For is not believed by default: varying it does not escape the sign-in limit', async () => {
    const limited = await createTestApp({ authRateLimit: 3, seedDemo: false });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt(limited.app, `10.0.0.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  }, 180_000);

  it('behind a configured proxy (TRUST_PROXY=1) each forwarded client has its own limit', async () => {
    const proxied = await createTestApp({ authRateLimit: 3, seedDemo: false }, { TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(proxied.app, `10.0.1.${i + 1}`)).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  }, 180_000);
});

describe('errors raised before routing answer { detail } in Georgian', () => {
  it('a broken percent-encoding: 400 without echoing the URL', async () => {
    const response = await ctx.app.inject('/api/podcast/%E0%A4%A/');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'არასწორი მოთხოვნა' });
  });

  it('headers too large: 431 over a real socket', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/categories/`, {
      headers: { 'x-big': 'x'.repeat(40_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ detail: 'მოთხოვნის სათაურები ძალიან დიდია' });
  });
});
