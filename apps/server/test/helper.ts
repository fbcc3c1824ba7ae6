import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo';

export { DEMO_ACCOUNTS };

export interface TestContext {
  app: App;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards (`pglite`:
 * PGlite whichever database the project runs on).
 */
async function freshDatabase(pglite = false): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (pglite || process.env.TEST_DB_KIND !== 'postgres') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return { database: await openDatabase({ template }), drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `podcast_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
    );
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // pool.end() can resolve before the server has seen every connection close; a forced drop would
        // then terminate them and their clients would report it. Wait (briefly) until they are gone.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  { pglite = false } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'podcast-server-test-'));
  const { database, drop } = await freshDatabase(pglite);
  const config = loadConfig(
    { DATA_DIR: dataDir, PUBLIC_URL: 'http://podcast.test', WEB_DIST: join(dataDir, 'no-web'), ...env },
    { logLevel: 'warn', authRateLimit: 1000, ...overrides },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ refresh_token: string }>().refresh_token;
}
