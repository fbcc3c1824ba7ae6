import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/types';
import { FailedAttempts } from '../lib/attempts';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
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
        return row;
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['db'] },
);
