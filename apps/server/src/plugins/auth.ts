import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/types';
import { unauthorized } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface Auth {
  hashPassword(password: string): Promise<string>;
  verifyPassword(hash: string | null, password: string): Promise<boolean>;
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
    const auth: Auth = {
      hashPassword: (password) => hash(password, ARGON2),
      async verifyPassword(stored, password) {
        try {
          return await verify(stored ?? dummyHash, password);
        } catch {
          return false;
        }
      },
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
