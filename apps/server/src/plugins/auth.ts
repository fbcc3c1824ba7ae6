import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index';
import type { User } from '../db/types';
import { FailedAttempts } from '../lib/attempts';
import { Batcher } from '../lib/batch';
import { HttpError, unauthorized } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';
import { WorkQueue, WorkQueueFull } from '../lib/work-queue';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface Auth {
  /** argon2 hash; 503 when the password-hashing queue is full. */
  hashPassword(password: string): Promise<string>;
  /** argon2 verification (against a dummy hash when there is none); 503 when the queue is full. */
  verifyPassword(hash: string | null, password: string): Promise<boolean>;
  /**
   * verifyPassword for one account (its e-mail), counting failures whatever the client address: 429 without
   * checking once the account has failed `accountAttemptLimit` times in the window; a success clears the count.
   */
  attemptPassword(email: string, hash: string | null, password: string): Promise<boolean>;
  /** Forgets an account's failed attempts (its owner proved the address, e.g. by a password reset). */
  clearAttempts(email: string): void;
  /** The bounded queue every hash and verification runs through (its own concurrency on libuv's pool). */
  readonly passwordWork: WorkQueue;
  createSession(userId: number): Promise<{ token: string; expiresAt: Date; id: number }>;
  /** The bearer token from the Authorization header, or `token` in the body or query string. */
  tokenOf(request: FastifyRequest): string | undefined;
  /** The signed-in user, or a 401. */
  requireUser(request: FastifyRequest): Promise<User & { sessionId: number }>;
  /**
   * Who signed in (user and session id), or a 401: the listener calls' check. A token found valid is trusted for
   * `sessionCacheMs` (never past its expiry) without asking the database again; `forgetTokens` ends that at once.
   */
  requireSession(request: FastifyRequest): Promise<SessionUser>;
  /**
   * Tokens revoked on this instance (logout, refresh, password change or reset, sign-in through a provider): no
   * call of this process accepts them any more. Call it after the revocation is committed.
   */
  forgetTokens(tokenHashes: readonly string[]): void;
  /** Run on every `forgetTokens` (e.g. upload sessions opened with those tokens end). */
  onForgetTokens(listener: (tokenHashes: readonly string[]) => void): void;
  /**
   * Awaited by `requireUser` before it answers (e.g. the user's signals waiting to be written are written, so an
   * account call reads them).
   */
  beforeUserRead(listener: (userId: number) => Promise<void>): void;
  /** Statements the token checks of `requireSession` have sent (several checks of one turn share one). */
  readonly sessionStatements: number;
}

/** A signed-in call's user and session. */
export interface SessionUser {
  id: number;
  sessionId: number;
}

/** At most this many tokens are remembered (the oldest checks go first). */
const SESSION_CACHE_SIZE = 50_000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Valid sessions by their tokens' hashes, in one statement (a token not found is left out). */
export async function sessionsOf(db: Db, tokenHashes: readonly string[]) {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'sessions.id as sessionId', 'sessions.expires_at', 'sessions.token_hash'])
    .where('sessions.token_hash', 'in', tokenHashes)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.is_active', '=', true)
    .execute();
  return new Map(
    rows.map((row) => [
      row.token_hash,
      { id: row.id, sessionId: row.sessionId, expires: new Date(row.expires_at).getTime() },
    ]),
  );
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:Bearer|Token)\s+(\S+)$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && 'token' in source) {
      const value = (source as { token?: unknown }).token;
      if (typeof value === 'string' && value.length > 0) return value;
    }
  }
  return undefined;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    // A constant hash to verify against when the e-mail is unknown, so both cases take the same time.
    const dummyHash = await hash('not-a-real-password', ARGON2);
    const { config } = app;
    // argon2 runs on libuv's thread pool (4 threads), the one file I/O uses: a sign-in flood left unbounded
    // would make /media wait behind it. A few hashes at a time, a short queue, and a quick 503 beyond it.
    const passwordWork = new WorkQueue(config.passwordHashConcurrency, config.passwordHashQueue);
    const hashing = async <T>(task: () => Promise<T>) => {
      try {
        return await passwordWork.run(task);
      } catch (error) {
        if (error instanceof WorkQueueFull) {
          throw new HttpError(503, 'სერვერი ახლა დატვირთულია, სცადეთ რამდენიმე წამში', undefined, {
            'retry-after': '1',
          });
        }
        throw error;
      }
    };
    // Valid tokens seen lately, by hash (issue 14: signed-in calls each asked the database first, queueing behind
    // the writes). `revocations` counts forgetTokens calls: a lookup that overlapped one is not stored, as it may
    // have read the row just before the revocation was committed.
    const sessionCache = new Map<string, SessionUser & { until: number; refreshAt: number }>();
    const lookups = new Map<string, Promise<(SessionUser & { expires: number }) | undefined>>();
    const forgetListeners: ((tokenHashes: readonly string[]) => void)[] = [];
    const userReadListeners: ((userId: number) => Promise<void>)[] = [];
    let revocations = 0;
    // Lookups of the same turn of the event loop share one statement (a restart's first burst of listeners).
    const sessions = new Batcher((tokenHashes: string[]) => sessionsOf(app.db, tokenHashes));
    const findSession = (tokenHash: string) => sessions.get(tokenHash);
    /** The session of a token from the database (concurrent calls share one lookup); remembered when valid. */
    const lookUp = (tokenHash: string) => {
      const running = lookups.get(tokenHash);
      if (running) return running;
      const since = revocations;
      const started = findSession(tokenHash);
      lookups.set(tokenHash, started);
      const ttl = config.sessionCacheMs;
      void started
        .then(
          (found) => {
            if (!found) sessionCache.delete(tokenHash); // revoked or expired meanwhile (e.g. through another instance)
            if (!found || ttl <= 0 || since !== revocations) return;
            if (!sessionCache.has(tokenHash) && sessionCache.size >= SESSION_CACHE_SIZE)
              sessionCache.delete(sessionCache.keys().next().value as string);
            const checked = Date.now();
            sessionCache.set(tokenHash, {
              id: found.id,
              sessionId: found.sessionId,
              until: Math.min(checked + ttl, found.expires),
              refreshAt: checked + ttl / 2,
            });
          },
          () => undefined,
        )
        .finally(() => {
          if (lookups.get(tokenHash) === started) lookups.delete(tokenHash);
        });
      return started;
    };
    const attempts = new FailedAttempts(config.accountAttemptLimit, config.accountAttemptWindowMinutes * 60_000);
    const accountKey = (email: string) => email.trim().toLowerCase();
    const auth: Auth = {
      passwordWork,
      hashPassword: (password) => hashing(() => hash(password, ARGON2)),
      verifyPassword: (stored, password) =>
        hashing(async () => {
          try {
            return await verify(stored ?? dummyHash, password);
          } catch {
            return false;
          }
        }),
      async attemptPassword(email, stored, password) {
        const key = accountKey(email);
        const wait = attempts.blockedFor(key);
        if (wait > 0) {
          const minutes = Math.ceil(wait / 60_000);
          throw new HttpError(
            429,
            `ამ ანგარიშზე შესვლის ძალიან ბევრი წარუმატებელი მცდელობაა, სცადეთ ${minutes} წუთში`,
            undefined,
            { 'retry-after': String(Math.ceil(wait / 1000)) },
          );
        }
        const ok = await auth.verifyPassword(stored, password);
        if (ok) attempts.clear(key);
        else attempts.fail(key);
        return ok;
      },
      clearAttempts: (email) => attempts.clear(accountKey(email)),
      async createSession(userId) {
        const { token, hash: tokenHash } = newToken();
        const expiresAt = new Date(Date.now() + app.config.sessionDays * 86_400_000);
        const row = await app.db
          .insertInto('sessions')
          .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { token, expiresAt, id: row.id };
      },
      tokenOf,
      async requireUser(request) {
        const token = tokenOf(request);
        if (!token || token.length > 200) throw unauthorized();
        const row = await app.db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .selectAll('users')
          .select('sessions.id as sessionId')
          .where('sessions.token_hash', '=', hashToken(token))
          .where('sessions.revoked_at', 'is', null)
          .where('sessions.expires_at', '>', new Date())
          .where('users.is_active', '=', true)
          .executeTakeFirst();
        if (!row) throw unauthorized('ტოკენი არასწორია ან ვადაგასულია');
        for (const listener of userReadListeners) await listener(row.id);
        return row;
      },
      async requireSession(request) {
        const token = tokenOf(request);
        if (!token || token.length > 200) throw unauthorized();
        const tokenHash = hashToken(token);
        const now = Date.now();
        const known = sessionCache.get(tokenHash);
        if (known && known.until > now) {
          // Past half its time, a token in use is checked again in the background, so that a busy listener's
          // calls do not wait for the database when the entry runs out (it is never trusted past `until`).
          if (known.refreshAt <= now && !lookups.has(tokenHash)) void lookUp(tokenHash).catch(() => undefined);
          return { id: known.id, sessionId: known.sessionId };
        }
        if (known) sessionCache.delete(tokenHash);
        const found = await lookUp(tokenHash);
        if (!found) throw unauthorized('ტოკენი არასწორია ან ვადაგასულია');
        return { id: found.id, sessionId: found.sessionId };
      },
      forgetTokens(tokenHashes) {
        revocations += 1;
        for (const tokenHash of tokenHashes) {
          sessionCache.delete(tokenHash);
          lookups.delete(tokenHash); // a call arriving now asks the database again
        }
        for (const listener of forgetListeners) listener(tokenHashes);
      },
      onForgetTokens(listener) {
        forgetListeners.push(listener);
      },
      beforeUserRead(listener) {
        userReadListeners.push(listener);
      },
      get sessionStatements() {
        return sessions.statements;
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['db'] },
);
