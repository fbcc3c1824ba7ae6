import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Profile } from '@podcast/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, login, type TestContext } from './helper';
import { linkToken, startSmtp } from './smtp';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

const EMAIL = 'Tamuna.Test@Example.com';
const PASSWORD = 'pirveli-paroli-1';

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ smtpUrl: smtp.url, maxImageBytes: 300_000 });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const post = (
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; query?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(options.query ? { query: options.query } : {}),
    ...(options.payload !== undefined ? { payload: options.payload as string } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profileOf = async (token: string) => post('/api/profile/', { headers: bearer(token) });

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----podcast${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('registration → activation mail → login → profile → update → password change → reset', () => {
  let token = '';
  let password = PASSWORD;

  it('registers from query parameters and mails a Georgian activation link', async () => {
    const response = await post('/api/register/', {
      query: { first_name: 'თამუნა', last_name: 'ტესტაძე', email: EMAIL, password1: PASSWORD, password2: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toMatch(/გასააქტიურებელი ბმული/);
    const mail = await smtp.next(EMAIL);
    expect(mail.subject).toContain('რეგისტრაციის დადასტურება');
    expect(mail.text).toContain('გამარჯობა, თამუნა!');
    expect(mail.html).toContain('ანგარიშის გააქტიურება');
    const { path, token: activation } = linkToken(mail);
    // The mail opens the web page, which calls the API and says how it went.
    expect(path).toBe('/activate/');
    expect(new URL(/(https?:\/\/\S+)/.exec(mail.text ?? '')?.[1] ?? '').searchParams.get('email')).toBe(EMAIL);

    const early = await post('/api/login/', { payload: { email: EMAIL, password: PASSWORD } });
    expect(early.statusCode).toBe(403);

    // A browser opening an old mail's API link is sent to the page, and the token is left for the page to use.
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/activate/',
      query: { token: activation },
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(old.statusCode).toBe(303);
    expect(old.headers.location).toBe(`/activate/?token=${activation}`);

    const activate = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/activate/',
        query: { token: activation },
        headers: { accept: 'application/json' },
      });
    const activated = await activate();
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().message).toBe('ანგარიში გააქტიურებულია');
    const again = await activate();
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('გააქტიურების ბმული არასწორია ან ვადაგასულია');
  });

  it('logs in with query parameters or a JSON body, e-mail case-insensitively', async () => {
    const byQuery = await post('/api/login/', { query: { email: EMAIL.toLowerCase(), password } });
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    token = byQuery.json().refresh_token;
    expect(token.length).toBeGreaterThan(30);
    const byBody = await post('/api/login', { payload: { email: EMAIL, password } });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().refresh_token).not.toBe(token);
    const wrong = await post('/api/login/', { payload: { email: EMAIL, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('პაროლი ან მეილი არასწორია');
    const unknown = await post('/api/login/', { payload: { email: 'nobody@example.com', password } });
    expect(unknown.statusCode).toBe(401);
  });

  it('returns every profile field to the bearer, from the body token too, and 401 otherwise', async () => {
    const response = await profileOf(token);
    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile).toMatchObject({
      email: EMAIL,
      first_name: 'თამუნა',
      last_name: 'ტესტაძე',
      channel: null,
      subscribed_channels: [],
    });
    for (const key of [
      'image',
      'image_url',
      'channel_description',
      'podcast_episodes_count',
      'subscribers_count',
      'average_rating',
      'total_podcast_watch_time',
      'added_podcasts',
    ]) {
      expect(profile).toHaveProperty(key);
    }
    expect((await post('/api/profile/', { payload: { token } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await post('/api/profile/')).statusCode).toBe(401);
    expect((await profileOf('not-a-real-token-at-all')).statusCode).toBe(401);
  });

  it('updates the profile from multipart: names and an avatar image (thumbnail too)', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6c4cf1' } })
      .png()
      .toBuffer();
    const form = multipart(
      { first_name: 'თამარი', last_name: '', email: '', token },
      { name: 'ავატარი.png', type: 'image/png', data: png },
    );
    const response = await post('/api/update-profile/', form);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Profile updated successfully');
    const profile = (await profileOf(token)).json<Profile>();
    expect(profile.first_name).toBe('თამარი');
    expect(profile.last_name).toBe('ტესტაძე');
    expect(profile.image).toMatch(/^avatars\/.+\.png$/);
    expect(existsSync(join(ctx.config.dataDir, 'media', '_thumb', profile.image ?? ''))).toBe(true);
    expect((await ctx.app.inject(`/media/${profile.image}`)).headers['content-type']).toBe('image/png');
  });

  it('judges the avatar by content, not by its declared type, and limits its size', async () => {
    const text = multipart(
      { token },
      { name: 'photo.png', type: 'image/png', data: Buffer.from('definitely not an image') },
    );
    expect((await post('/api/update-profile/', text)).statusCode).toBe(415);
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(400_000),
    ]);
    const large = await post(
      '/api/update-profile/',
      multipart({ token }, { name: 'big.png', type: 'image/png', data: big }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().detail).toBeTruthy();
  });

  it('rejects a taken or invalid e-mail, and unauthenticated updates', async () => {
    const taken = await post(
      '/api/update-profile/',
      multipart({ token, email: DEMO_ACCOUNTS.listener.email.toUpperCase(), password }),
    );
    expect(taken.statusCode).toBe(409);
    const invalid = await post('/api/update-profile/', multipart({ token, email: 'not-an-email' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('email');
    expect((await post('/api/update-profile/', multipart({ first_name: 'x' }))).statusCode).toBe(401);
    // A new address needs the current password (the whole change: account-hardening.test.ts).
    const changed = await post('/api/update-profile/', {
      payload: { email: 'tamuna2@example.com' },
      headers: bearer(token),
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toHaveProperty('password');
    expect((await profileOf(token)).json<Profile>().email).toBe(EMAIL);
  });

  it('changes the password from a form, checking the old one and the repeat', async () => {
    const other = await login(ctx.app, EMAIL, password);
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const wrongOld = await post(
      '/api/change-password-form/',
      form({ old_password: 'nope-nope', new_password1: 'meore-paroli-2', new_password2: 'meore-paroli-2', token }),
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errors).toHaveProperty('old_password');
    const differ = await post(
      '/api/change-password-form/',
      form({ old_password: password, new_password1: 'meore-paroli-2', new_password2: 'meore-paroli-3', token }),
    );
    expect(differ.statusCode).toBe(400);
    expect(differ.json().detail).toBe('პაროლები არ ემთხვევა');
    const short = await post(
      '/api/change-password-form/',
      form({ old_password: password, new_password1: 'short', new_password2: 'short', token }),
    );
    expect(short.statusCode).toBe(400);
    const ok = await post(
      '/api/change-password-form/',
      form({ old_password: password, new_password1: 'meore-paroli-2', new_password2: 'meore-paroli-2', token }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    password = 'meore-paroli-2';
    expect((await profileOf(token)).statusCode).toBe(200);
    expect((await profileOf(other)).statusCode).toBe(401);
    expect((await post('/api/login/', { payload: { email: EMAIL, password: PASSWORD } })).statusCode).toBe(401);
    token = await login(ctx.app, EMAIL, password);
  });

  it('answers an unknown e-mail on reset with the message the client shows', async () => {
    const response = await post('/api/password-reset/', {
      payload: 'email=unknown%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'მითითებული მეილი ვერ მოიძებნა' });
    expect((await post('/api/password-reset/', { payload: { email: 'nope' } })).statusCode).toBe(400);
  });

  it('mails a reset link and sets the new password with it, signing every session out', async () => {
    const before = smtp.messages.length;
    const response = await post('/api/password-reset/', {
      payload: `email=${encodeURIComponent(EMAIL)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('გასააქტიურებელი ბმული გამოგზავნილია მეილზე');
    const mail = await smtp.next(EMAIL, before);
    expect(mail.subject).toContain('პაროლის აღდგენა');
    const { path, token: reset } = linkToken(mail);
    expect(path).toBe('/password-reset/confirm/');

    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const differ = await post(
      '/api/password-reset/confirm/',
      form({ new_password1: 'mesame-paroli-3', new_password2: 'other-paroli-3', token: reset }),
    );
    expect(differ.statusCode).toBe(400);
    const bad = await post(
      '/api/password-reset/confirm/',
      form({ new_password1: 'mesame-paroli-3', new_password2: 'mesame-paroli-3', token: 'x'.repeat(40) }),
    );
    expect(bad.statusCode).toBe(400);
    const ok = await post(
      '/api/password-reset/confirm/',
      form({ new_password1: 'mesame-paroli-3', new_password2: 'mesame-paroli-3', token: reset }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('თქვენი პაროლი განახლდა.');
    const reused = await post(
      '/api/password-reset/confirm/',
      form({ new_password1: 'meotxe-paroli-4', new_password2: 'meotxe-paroli-4', token: reset }),
    );
    expect(reused.statusCode).toBe(400);
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await post('/api/login/', { payload: { email: EMAIL, password } })).statusCode).toBe(401);
    token = await login(ctx.app, EMAIL, 'mesame-paroli-3');
  });

  it('rotates tokens on refresh: the new one works, the old one is revoked', async () => {
    const response = await post('/api/token/refresh', { payload: { refresh_token: token } });
    expect(response.statusCode).toBe(200);
    const next = response.json().refresh_token as string;
    expect(next).not.toBe(token);
    expect((await profileOf(next)).statusCode).toBe(200);
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { query: { refresh_token: token } })).statusCode).toBe(401);
    expect((await post('/api/token/refresh', { payload: {} })).statusCode).toBe(400);
    token = next;
  });

  it('revokes the token on logout', async () => {
    const response = await post('/api/logout/', { headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await post('/api/logout/', { headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('registration input', () => {
  it('refuses a taken e-mail (any case) with 409', async () => {
    const response = await post('/api/register/', {
      payload: {
        first_name: 'ა',
        last_name: 'ბ',
        email: DEMO_ACCOUNTS.listener.email.toUpperCase(),
        password1: 'abcdefgh1',
        password2: 'abcdefgh1',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('email');
  });

  it('refuses mismatched passwords, naming the field', async () => {
    const response = await post('/api/register/', {
      payload: {
        first_name: 'ა',
        last_name: 'ბ',
        email: 'new@example.com',
        password1: 'abcdefgh1',
        password2: 'abcdefgh2',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'პაროლები არ ემთხვევა',
      errors: { password2: ['პაროლები არ ემთხვევა'] },
    });
  });

  it('lists every missing or invalid field', async () => {
    const response = await post('/api/register/', { payload: { email: 'bad' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password1',
      'password2',
    ]);
    const empty = await post('/api/register/');
    expect(empty.statusCode).toBe(400);
  });
});

describe('demo accounts', () => {
  it('the demo listener and podcaster can sign in; the podcaster has a channel', async () => {
    const listener = await login(ctx.app, DEMO_ACCOUNTS.listener.email, DEMO_ACCOUNTS.listener.password);
    const listenerProfile = (await profileOf(listener)).json<Profile>();
    expect(listenerProfile.subscribed_channels.length).toBe(3);
    expect(listenerProfile.total_podcast_watch_time).toBeGreaterThan(0);
    const podcaster = await login(ctx.app, DEMO_ACCOUNTS.podcaster.email, DEMO_ACCOUNTS.podcaster.password);
    const profile = (await profileOf(podcaster)).json<Profile>();
    expect(profile.channel).toBe('კოდის საუბრები');
    expect(profile.podcast_episodes_count).toBeGreaterThan(10);
  });
});
