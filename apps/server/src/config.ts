import { resolve } from 'node:path';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; undefined means embedded PGlite under dataDir/db. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Built web app (index.html and assets); served when the folder exists. */
  webDist: string;
  /** Seed demo content into an empty database on start. */
  seedDemo: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false (default: the socket's address is the client),
   * a hop count, or a comma-separated list of proxy addresses / CIDR ranges. Set it behind a load balancer.
   */
  trustProxy: boolean | number | string[];
  /** Requests per minute per client on login, registration and password reset. */
  authRateLimit: number;
  /** Failed password checks per account (whatever the client address) before it is refused with 429; 0: no limit. */
  accountAttemptLimit: number;
  /** Minutes an account's failed password checks are counted for (from the first one). */
  accountAttemptWindowMinutes: number;
  /** Password hashes (argon2) computed at once: the rest of libuv's thread pool stays free for file I/O. */
  passwordHashConcurrency: number;
  /** Password hashes that may wait for a free slot; beyond that sign-ins are refused with 503. */
  passwordHashQueue: number;
  /** Milliseconds public content answers stay cached in memory; 0 turns the cache off. */
  publicCacheMs: number;
  /**
   * Addresses per sitemap file (SITEMAP_URLS; sitemaps.org allows 50 000): past them, /sitemap.xml is an index.
   * 10 000 by default: a file is built on the event loop, and one of 50 000 held other requests up to 250 ms.
   */
  sitemapUrls: number;
  /** Milliseconds of requests run per turn of the event loop before it polls again (new connections); 0: no bound. */
  requestSliceMs: number;
  /** Connections the server accepts per turn of its event loop at most (Node's own: 1). */
  acceptsPerTurn: number;
  sessionDays: number;
  /**
   * Milliseconds a signed-in listener call may trust a token checked before (SESSION_CACHE_MS; 0: every call asks
   * the database). Revocations on this instance take effect at once; on another instance within this time.
   */
  sessionCacheMs: number;
  maxImageBytes: number;
  /** Largest media file an upload may declare (413 above). */
  maxUploadBytes: number;
  /** Declared bytes of one user's unfinished uploads together (a new upload beyond it: 409); 0: no limit. */
  uploadBytesInFlight: number;
  /** Never-published episodes (drafts, unfinished or refused uploads) a channel may hold (409 beyond); 0: no limit. */
  maxDraftsPerChannel: number;
  /** A signed-in user's listener writes (rating, subscription, bookmark, history) per minute (429 beyond); 0: no limit. */
  listenerWriteLimit: number;
  /** Unfinished uploads and never-ready drafts idle this long are removed. */
  uploadTtlHours: number;
  /**
   * PGlite only (PostgreSQL runs its own autovacuum): milliseconds between checks for tables to VACUUM / ANALYZE,
   * run once the database has been idle a while, on tables small enough to take little time; larger ones at the next
   * start, before the server listens (db/maintenance.ts). Default 60 s, autovacuum's naptime; 0 turns maintenance off,
   * at start too.
   */
  pgliteMaintenanceMs: number;
  oauth: { google?: OAuthProviderConfig; facebook?: OAuthProviderConfig };
  logLevel: string;
  /** The clock of listening signals and statistics; tests replace it to script sessions exactly. */
  now: () => Date;
}

type Env = Record<string, string | undefined>;

function oauthFrom(env: Env, prefix: 'GOOGLE' | 'FACEBOOK'): OAuthProviderConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  const defaults =
    prefix === 'GOOGLE'
      ? {
          authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: 'https://oauth2.googleapis.com/token',
          userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
          scope: 'openid email profile',
        }
      : {
          authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
          tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
          userInfoUrl: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
          scope: 'email public_profile',
        };
  return {
    clientId,
    clientSecret,
    authorizeUrl: env[`${prefix}_AUTHORIZE_URL`] ?? defaults.authorizeUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`] ?? defaults.tokenUrl,
    userInfoUrl: env[`${prefix}_USERINFO_URL`] ?? defaults.userInfoUrl,
    scope: defaults.scope,
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const google = oauthFrom(env, 'GOOGLE');
  const facebook = oauthFrom(env, 'FACEBOOK');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Podcast <no-reply@podcast.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 20, 'AUTH_RATE_LIMIT'),
    accountAttemptLimit: int(env.ACCOUNT_ATTEMPT_LIMIT, 10, 'ACCOUNT_ATTEMPT_LIMIT'),
    accountAttemptWindowMinutes: int(env.ACCOUNT_ATTEMPT_WINDOW_MINUTES, 15, 'ACCOUNT_ATTEMPT_WINDOW_MINUTES'),
    passwordHashConcurrency: Math.max(1, int(env.PASSWORD_HASH_CONCURRENCY, 2, 'PASSWORD_HASH_CONCURRENCY')),
    passwordHashQueue: int(env.PASSWORD_HASH_QUEUE, 16, 'PASSWORD_HASH_QUEUE'),
    publicCacheMs: int(env.PUBLIC_CACHE_MS, 5000, 'PUBLIC_CACHE_MS'),
    sitemapUrls: Math.min(50_000, Math.max(1, int(env.SITEMAP_URLS, 10_000, 'SITEMAP_URLS'))),
    requestSliceMs: int(env.REQUEST_SLICE_MS, 4, 'REQUEST_SLICE_MS'),
    acceptsPerTurn: Math.max(1, int(env.ACCEPTS_PER_TURN, 8, 'ACCEPTS_PER_TURN')),
    sessionDays: int(env.SESSION_DAYS, 30, 'SESSION_DAYS'),
    sessionCacheMs: int(env.SESSION_CACHE_MS, 10_000, 'SESSION_CACHE_MS'),
    maxImageBytes: int(env.MAX_IMAGE_BYTES, 5 * 1024 * 1024, 'MAX_IMAGE_BYTES'),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 2 * 1024 ** 3, 'MAX_UPLOAD_BYTES'),
    uploadBytesInFlight: int(env.UPLOAD_BYTES_IN_FLIGHT, 4 * 1024 ** 3, 'UPLOAD_BYTES_IN_FLIGHT'),
    maxDraftsPerChannel: int(env.MAX_DRAFTS_PER_CHANNEL, 20, 'MAX_DRAFTS_PER_CHANNEL'),
    listenerWriteLimit: int(env.LISTENER_WRITE_LIMIT, 120, 'LISTENER_WRITE_LIMIT'),
    uploadTtlHours: int(env.UPLOAD_TTL_HOURS, 24, 'UPLOAD_TTL_HOURS'),
    pgliteMaintenanceMs: int(env.PGLITE_MAINTENANCE_MS, 60_000, 'PGLITE_MAINTENANCE_MS'),
    oauth: { ...(google ? { google } : {}), ...(facebook ? { facebook } : {}) },
    logLevel: env.LOG_LEVEL ?? 'info',
    now: () => new Date(),
    ...overrides,
  };
}
