import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken, newToken } from '../src/lib/tokens';
import { createTestApp, login, type TestContext } from './helper';

// Signed-in listener calls trust a token checked in the last SESSION_CACHE_MS (issue 14: every signal and bookmark
// asked the database first); revoking it on this instance must still take effect at once.

let ctx: TestContext;
let serial = 0;
const PASSWORD = 'keshi-paroli-1';

beforeAll(async () => {
  ctx = await createTestApp({ sessionCacheMs: 60_000 });
});
afterAll(async () => {
  await ctx?.close();
});

async function newAccount() {
  serial += 1;
  const email = `cache-${serial}@listener.test`;
  await ctx.app.db
    .insertInto('users')
    .values({
      email,
      first_name: 'ქეში',
      last_name: 'ტესტი',
      is_active: true,
      password_hash: await ctx.app.auth.hashPassword(PASSWORD),
    })
    .execute();
  return { email, token: await login(ctx.app, email, PASSWORD) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A listener call (the saved episodes): 200 with a valid token, 401 otherwise. */
const savedWith = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/bookmarks/', headers: bearer(token) })).statusCode;
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('session cache of listener calls', () => {
  it('trusts a checked token without asking the database again (as after a revocation by another instance)', async () => {
    const { token } = await newAccount();
    expect(await savedWith(token)).toBe(200);
    // Revoked behind this process's back: the cached check still holds (for at most SESSION_CACHE_MS) …
    await ctx.app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await savedWith(token)).toBe(200);
    // … while account calls, which read the whole user, always ask the database.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a token at once after logout on this instance', async () => {
    const { token } = await newAccount();
    expect(await savedWith(token)).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(await savedWith(token)).toBe(401);
  });

  it('refuses the old token at once after a refresh, and trusts the new one', async () => {
    const { token } = await newAccount();
    expect(await savedWith(token)).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: token },
    });
    expect(refresh.statusCode).toBe(200);
    expect(await savedWith(token)).toBe(401);
    expect(await savedWith(refresh.json().refresh_token)).toBe(200);
  });

  it('signs the other sessions out at once on a password change', async () => {
    const { email, token } = await newAccount();
    const other = await login(ctx.app, email, PASSWORD);
    expect(await savedWith(other)).toBe(200);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-password-form/',
      ...form({ old_password: PASSWORD, new_password1: 'akhali-paroli-2', new_password2: 'akhali-paroli-2', token }),
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await savedWith(other)).toBe(401);
    expect(await savedWith(token)).toBe(200);
  });

  it('signs every session out at once on a password reset', async () => {
    const { email, token } = await newAccount();
    const other = await login(ctx.app, email, PASSWORD);
    expect(await savedWith(token)).toBe(200);
    expect(await savedWith(other)).toBe(200);
    // The mailed link's token (the mail itself is tested in account.test.ts).
    const reset = newToken();
    const user = await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('user_tokens')
      .values({
        user_id: user.id,
        kind: 'password_reset',
        token_hash: reset.hash,
        expires_at: new Date(Date.now() + 3_600_000),
        email: null,
      })
      .execute();
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      ...form({ new_password1: 'akhali-paroli-3', new_password2: 'akhali-paroli-3', token: reset.token }),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await savedWith(token)).toBe(401);
    expect(await savedWith(other)).toBe(401);
  });

  it('never trusts an unknown token, and asks again after a refusal', async () => {
    expect(await savedWith('no-such-token')).toBe(401);
    expect(await savedWith('no-such-token')).toBe(401);
    const { token } = await newAccount();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/bookmarks/', headers: bearer(`${token}x`) });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBeTypeOf('string');
  });

  it('checks a token in use again in the background past half its time, never trusting it past the whole', async () => {
    const { token } = await newAccount();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now());
      expect(await savedWith(token)).toBe(200);
      await ctx.app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      // Within the first half (60 s cache): trusted without asking.
      vi.setSystemTime(Date.now() + 20_000);
      expect(await savedWith(token)).toBe(200);
      // Past half: still answered from the cache at once, while the check runs …
      vi.setSystemTime(Date.now() + 20_000);
      expect(await savedWith(token)).toBe(200);
      // … which finds the revocation well before the entry would have run out.
      await vi.waitFor(async () => expect(await savedWith(token)).toBe(401));
    } finally {
      vi.useRealTimers();
    }
  });
});
