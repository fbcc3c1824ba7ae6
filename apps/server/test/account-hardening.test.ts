import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';
import { bearer, form } from './publishing-helpers';
import { linkToken, startSmtp } from './smtp';

// Issue 14, the account findings: sign-in attempts limited per account (1), password hashing bounded (2), an
// e-mail change needs the password and the new address's confirmation (7), OAuth joins accounts on verified
// addresses only (8).

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let provider: Server;
/** What the stand-in provider's userinfo answers, by authorisation code. */
const identities = new Map<string, Record<string, unknown>>();
const ATTEMPTS = 3;

beforeAll(async () => {
  smtp = await startSmtp();
  // A stand-in OAuth2 provider on loopback: the access token is the code, userinfo answers what the test set.
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const code = new URLSearchParams(body).get('code') ?? '';
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (request.url === '/token' && identities.has(code)) {
        response.end(JSON.stringify({ access_token: code, token_type: 'Bearer' }));
      } else if (request.url === '/userinfo' && identities.has(token)) {
        response.end(JSON.stringify(identities.get(token)));
      } else {
        response.statusCode = 400;
        response.end('{"error":"invalid_grant"}');
      }
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const oauth: Record<string, string> = {};
  for (const name of ['GOOGLE', 'FACEBOOK']) {
    Object.assign(oauth, {
      [`${name}_CLIENT_ID`]: 'client-id',
      [`${name}_CLIENT_SECRET`]: 'client-secret',
      [`${name}_AUTHORIZE_URL`]: `${url}/authorize`,
      [`${name}_TOKEN_URL`]: `${url}/token`,
      [`${name}_USERINFO_URL`]: `${url}/userinfo`,
    });
  }
  ctx = await createTestApp(
    {
      smtpUrl: smtp.url,
      seedDemo: false,
      accountAttemptLimit: ATTEMPTS,
      passwordHashConcurrency: 1,
      passwordHashQueue: 1,
    },
    // Behind a trusted proxy every request below comes from a different client address.
    { TRUST_PROXY: '1', ...oauth },
  );
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

let serial = 0;
/** An active account with a real password, and a session. */
async function account(password = 'sworia-paroli-1', active = true) {
  serial += 1;
  const email = `account-${serial}-${process.pid}@example.com`;
  const user = await ctx.app.db
    .insertInto('users')
    .values({
      email,
      password_hash: await ctx.app.auth.hashPassword(password),
      first_name: 'ნინო',
      last_name: 'ტესტი',
      is_active: active,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await ctx.app.auth.createSession(user.id);
  return { id: user.id, email, password, token: session.token };
}

let address = 0;
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: { 'x-forwarded-for': `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}` },
    payload: { email, password },
  });

describe('sign-in attempts are limited per account, whatever the client address', () => {
  it(`after ${ATTEMPTS} failures for one e-mail, every address gets 429 until the window passes`, async () => {
    const user = await account();
    for (let i = 0; i < ATTEMPTS; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    // Another address, another spelling of the e-mail, even the right password: refused.
    const refused = await login(user.email.toUpperCase(), user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^ამ ანგარიშზე შესვლის ძალიან ბევრი წარუმატებელი მცდელობაა, სცადეთ \d+ წუთში$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    const other = await account();
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('a success before the limit clears the count', async () => {
    const user = await account();
    for (let i = 0; i < ATTEMPTS - 1; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < ATTEMPTS - 1; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('unknown e-mails are limited the same way (no hint that an account exists)', async () => {
    for (let i = 0; i < ATTEMPTS; i++) expect((await login('nobody@example.com', 'x')).statusCode).toBe(401);
    expect((await login('nobody@example.com', 'x')).statusCode).toBe(429);
  });

  it('password checks by a signed-in token (password change) count for the same account', async () => {
    const user = await account();
    const change = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/change-password-form/',
        headers: bearer(user.token),
        payload: { old_password: 'guess-guess', new_password1: 'axali-paroli-9', new_password2: 'axali-paroli-9' },
      });
    for (let i = 0; i < ATTEMPTS; i++) expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(429);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('a password reset from the mailed link lifts the limit', async () => {
    const user = await account();
    for (let i = 0; i < ATTEMPTS; i++) await login(user.email, 'wrong-password');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const before = smtp.messages.length;
    await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: user.email } });
    const { token } = linkToken(await smtp.next(user.email, before));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      payload: { token, new_password1: 'axali-paroli-7', new_password2: 'axali-paroli-7' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(user.email, 'axali-paroli-7')).statusCode).toBe(200);
  });
});

describe('password hashing runs in a bounded queue of its own', () => {
  it('a full queue refuses sign-ins at once with 503 and a Georgian detail, then they work again', async () => {
    const user = await account();
    const work = ctx.app.auth.passwordWork;
    expect(work.concurrency).toBe(1);
    // Hold the one slot and the one place in the queue, as a flood of sign-ins would.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [work.run(() => gate), work.run(() => gate)];
    expect(work.load).toEqual({ active: 1, waiting: 1 });
    try {
      const refused = await login(user.email, user.password);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: 'სერვერი ახლა დატვირთულია, სცადეთ რამდენიმე წამში' });
      expect(refused.headers['retry-after']).toBe('1');
      const register = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: {
          first_name: 'ა',
          last_name: 'ბ',
          email: 'queue@example.com',
          password1: 'abcdefgh1',
          password2: 'abcdefgh1',
        },
      });
      expect(register.statusCode).toBe(503);
      // A refusal is not a failed password: it does not count against the account.
      for (let i = 0; i < ATTEMPTS; i++) expect((await login(user.email, 'wrong')).statusCode).toBe(503);
    } finally {
      release();
      await Promise.all(held);
    }
    expect(work.load).toEqual({ active: 0, waiting: 0 });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('hashes beyond its concurrency wait in the queue and finish; one more is refused', async () => {
    const work = ctx.app.auth.passwordWork;
    const first = ctx.app.auth.hashPassword('paroli-pirveli');
    const second = ctx.app.auth.hashPassword('paroli-meore');
    expect(work.load).toEqual({ active: 1, waiting: 1 });
    await expect(ctx.app.auth.verifyPassword(null, 'paroli-mesame')).rejects.toMatchObject({ statusCode: 503 });
    const hashes = await Promise.all([first, second]);
    expect(hashes.every((hash) => hash.startsWith('$argon2id$'))).toBe(true);
    expect(work.load).toEqual({ active: 0, waiting: 0 });
  });

  it('an account over its limit is refused before any hashing (429 even while the queue is full)', async () => {
    const user = await account();
    for (let i = 0; i < ATTEMPTS; i++) await login(user.email, 'wrong-password');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [ctx.app.auth.passwordWork.run(() => gate), ctx.app.auth.passwordWork.run(() => gate)];
    try {
      expect((await login(user.email, user.password)).statusCode).toBe(429);
    } finally {
      release();
      await Promise.all(held);
    }
  });
});

describe('an e-mail change needs the current password and a link mailed to the new address', () => {
  const update = (token: string, fields: Record<string, string>) => {
    const body = form(fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/update-profile/',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
  };
  const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/email-confirm/', payload: { token } });
  const emailOf = async (token: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/profile/', headers: bearer(token) })).json().email as string;

  it('a token alone changes nothing: the password is asked for and checked', async () => {
    const user = await account();
    const before = smtp.messages.length;
    const missing = await update(user.token, { email: `stolen-${serial}@example.com` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'მეილის შესაცვლელად შეიყვანეთ მიმდინარე პაროლი',
      errors: { password: ['მეილის შესაცვლელად შეიყვანეთ მიმდინარე პაროლი'] },
    });
    const wrong = await update(user.token, { email: `stolen-${serial}@example.com`, password: 'guess-guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['პაროლი არასწორია'] });
    // Nothing was saved or sent, names included.
    const names = await update(user.token, { email: `stolen-${serial}@example.com`, first_name: 'ქურდი' });
    expect(names.statusCode).toBe(400);
    const profile = (
      await ctx.app.inject({ method: 'POST', url: '/api/profile/', headers: bearer(user.token) })
    ).json();
    expect(profile).toMatchObject({ email: user.email, first_name: 'ნინო' });
    expect(smtp.messages.length).toBe(before);
    // An account signed up through a provider has no password to give.
    const oauthOnly = await ctx.app.db
      .insertInto('users')
      .values({ email: `oauth-only-${serial}@example.com`, first_name: 'ა', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await ctx.app.auth.createSession(oauthOnly.id);
    const none = await update(session.token, { email: `elsewhere-${serial}@example.com`, password: 'anything-1' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.password[0]).toMatch(/პაროლის აღდგენით/);
  });

  it('with the password: a link to the new address, a notice to the old one, the change once confirmed', async () => {
    const user = await account();
    const next = `New.Address-${serial}@example.com`;
    const before = smtp.messages.length;
    const response = await update(user.token, { email: next, password: user.password, first_name: 'ანა' });
    expect(response.statusCode, response.body).toBe(200);
    // The spec's client shows its success popup on this message; the other fields are saved at once.
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully',
      pending_email: next,
      profile: { email: user.email, first_name: 'ანა' },
    });
    const mail = await smtp.next(next, before);
    expect(mail.subject).toContain('ახალი მეილის დადასტურება');
    const { path, token } = linkToken(mail);
    expect(path).toBe('/email-confirm/');
    const notice = await smtp.next(user.email, before);
    expect(notice.subject).toContain('მოთხოვნილია ანგარიშის მეილის შეცვლა');
    expect(notice.text).toContain(next);
    expect(notice.text).toContain('/resetPass');
    // Not before the confirmation.
    expect(await emailOf(user.token)).toBe(user.email);
    expect((await login(next, user.password)).statusCode).toBe(401);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'მეილი შეიცვალა', email: next });
    expect(await emailOf(user.token)).toBe(next);
    expect((await login(next, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('მეილის დადასტურების ბმული არასწორია ან ვადაგასულია');
    expect((await confirm('x')).statusCode).toBe(400);
  });

  it('a newer request or a password change cancels a pending change', async () => {
    const user = await account();
    const request = async (email: string) => {
      const before = smtp.messages.length;
      expect((await update(user.token, { email, password: user.password })).statusCode).toBe(200);
      return linkToken(await smtp.next(email, before)).token;
    };
    const first = await request(`first-${serial}@example.com`);
    const second = await request(`second-${serial}@example.com`);
    expect((await confirm(first)).statusCode).toBe(400);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-password-form/',
      headers: bearer(user.token),
      payload: { old_password: user.password, new_password1: 'axali-paroli-5', new_password2: 'axali-paroli-5' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(second)).statusCode).toBe(400);
    expect(await emailOf(user.token)).toBe(user.email);
  });

  it('an address taken by another account meanwhile is refused at confirmation with 409', async () => {
    const user = await account();
    const wanted = `wanted-${serial}@example.com`;
    const before = smtp.messages.length;
    expect((await update(user.token, { email: wanted, password: user.password })).statusCode).toBe(200);
    const { token } = linkToken(await smtp.next(wanted, before));
    await ctx.app.db.insertInto('users').values({ email: wanted.toUpperCase(), is_active: true }).execute();
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('email');
    expect(await emailOf(user.token)).toBe(user.email);
  });
});

describe('OAuth joins an existing account only on an address the provider says is verified', () => {
  let codes = 0;
  async function signIn(provider: 'google' | 'facebook', identity: Record<string, unknown>) {
    const code = `code-${++codes}`;
    identities.set(code, identity);
    const start = await ctx.app.inject(`/auth/${provider}_oauth2_login/`);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const done = await ctx.app.inject({ url: `/auth/${provider}_oauth2_callback/`, query: { code, state } });
    return { status: done.statusCode, body: done.body, token: /var t="([^"]+)"/.exec(done.body)?.[1] ?? '' };
  }
  const userOf = async (token: string) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/profile/', headers: bearer(token) });
    return response.statusCode === 200 ? (response.json().id as number) : response.statusCode;
  };
  const links = async (userId: number) =>
    ctx.app.db
      .selectFrom('oauth_accounts')
      .select(['provider', 'email_verified'])
      .where('user_id', '=', userId)
      .execute();

  it('an unverified address is refused (Google without email_verified, Facebook never sends it)', async () => {
    const user = await account();
    for (const [provider, identity] of [
      ['google', { sub: 'g-unverified', email: user.email, email_verified: false }],
      ['google', { sub: 'g-no-flag', email: user.email }],
      ['facebook', { id: 'f-existing', email: user.email.toUpperCase(), first_name: 'ნ' }],
    ] as const) {
      const result = await signIn(provider, identity);
      expect(result.status, `${provider} ${JSON.stringify(identity)}`).toBe(409);
      expect(result.body).toContain('ამ მეილით ანგარიში უკვე არსებობს');
      expect(result.token).toBe('');
    }
    expect(await links(user.id)).toEqual([]);
  });

  it('a verified address joins the account; its password keeps working', async () => {
    const user = await account();
    const result = await signIn('google', { sub: 'g-verified', email: user.email, email_verified: true });
    expect(result.status).toBe(200);
    expect(await userOf(result.token)).toBe(user.id);
    expect(await links(user.id)).toEqual([{ provider: 'google', email_verified: true }]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const flagAsText = await account();
    const text = await signIn('google', { sub: 'g-verified-text', email: flagAsText.email, email_verified: 'true' });
    expect(await userOf(text.token)).toBe(flagAsText.id);
  });

  it('a registration never activated loses the password its unproven author set', async () => {
    const pending = await account('hijacker-paroli-1', false);
    const result = await signIn('google', { sub: 'g-owner', email: pending.email, email_verified: true });
    expect(await userOf(result.token)).toBe(pending.id);
    expect((await login(pending.email, pending.password)).statusCode).toBe(401);
  });

  it('an unverified address makes a new account, which the verified owner takes back', async () => {
    const email = `fresh-${++serial}@example.com`;
    const squatter = await signIn('facebook', { id: 'f-squatter', email });
    expect(squatter.status).toBe(200);
    const id = await userOf(squatter.token);
    expect(await links(Number(id))).toEqual([{ provider: 'facebook', email_verified: false }]);
    const owner = await signIn('google', { sub: 'g-fresh-owner', email, email_verified: true });
    expect(await userOf(owner.token)).toBe(id);
    // The unverified sign-in and its sessions are gone.
    expect(await userOf(squatter.token)).toBe(401);
    expect((await signIn('facebook', { id: 'f-squatter', email })).status).toBe(409);
  });

  it('a password reset from the address ends sign-ins through an unverified provider link', async () => {
    const email = `fresh-${++serial}@example.com`;
    const squatter = await signIn('facebook', { id: 'f-squatter-2', email });
    expect(squatter.status).toBe(200);
    const before = smtp.messages.length;
    await ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
    const { token } = linkToken(await smtp.next(email, before));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      payload: { token, new_password1: 'owners-paroli-1', new_password2: 'owners-paroli-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await userOf(squatter.token)).toBe(401);
    expect((await signIn('facebook', { id: 'f-squatter-2', email })).status).toBe(409);
    expect((await login(email, 'owners-paroli-1')).statusCode).toBe(200);
  });
});
