import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import { PlanningClient } from './pg-statements';
import { PGliteActivity, PGliteDialect } from './pglite-dialect';
import { pgliteExtensions } from './pglite-extensions';
import { inThread } from './pglite-statements';
import { type PGliteLike, PGliteWorker } from './pglite-worker';
import type { Database } from './types';

export type Db = Kysely<Database>;

/** PostgreSQL connections in the pool unless `poolSize` says otherwise. */
const DEFAULT_POOL_SIZE = 10;
/** How many connections each opened database has (PGlite: one). */
const connections = new WeakMap<Db, number>();

/** How many connections this database can have open at once (its pool's size; PGlite: one). */
export const connectionsOf = (db: Db): number => connections.get(db) ?? 1;

/** A PGlite database as its maintenance (db/maintenance.ts) needs it. */
export interface PGliteOf {
  pglite: PGliteLike;
  activity: PGliteActivity;
  /** Its data directory; absent: in memory. */
  dataDir: string | undefined;
  /** Set when `close()` is called. */
  closing: boolean;
}
const pglites = new WeakMap<Db, PGliteOf>();

/** The embedded PGlite behind `db`; undefined on PostgreSQL. */
export const pgliteOf = (db: Db): PGliteOf | undefined => pglites.get(db);

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from a dumped data directory (tests: skips the slow initdb). */
  template?: Blob | undefined;
  poolSize?: number;
  /**
   * PGlite only: run it in a worker thread, so a slow query does not stop the server's event loop (ADR 006).
   * Default: when the database lives in `dataDir` (the server); in-memory test databases stay in-thread.
   */
  worker?: boolean;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let db: Db;
  let kind: DatabaseHandle['kind'];
  if (options.url) {
    kind = 'postgres';
    const pool = new pg.Pool({
      Client: PlanningClient,
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // No JIT compilation: every statement here is a short, index-driven read or write, and the planner's cost
      // passes jit_above_cost at catalogue scale (a generic plan's, a sort it will not run to its end), so it
      // compiled for longer than the statement ran: the home page's blocks took 1.2 s at 1 000 000 episodes
      // instead of 15 ms, and the server's warm-up at start 57 s instead of 4 (ADR 006, "No JIT").
      options: '-c jit=off',
      // bigint (count(*)) as a JS number: counts here stay far below 2^53.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as never,
      },
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    kind = 'pglite';
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pgliteOptions = {
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
    };
    const pglite =
      (options.worker ?? Boolean(options.dataDir))
        ? new PGliteWorker(pgliteOptions)
        : await inThread(await PGlite.create({ ...pgliteOptions, extensions: pgliteExtensions }));
    const activity = new PGliteActivity();
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, activity) });
    pglites.set(db, { pglite, activity, dataDir: options.dataDir, closing: false });
  }
  connections.set(db, kind === 'postgres' ? (options.poolSize ?? DEFAULT_POOL_SIZE) : 1);
  try {
    await checkLocale(db);
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    kind,
    close: () => {
      const pglite = pglites.get(db);
      if (pglite) pglite.closing = true;
      return db.destroy();
    },
  };
}

/** pg_trgm ignores Georgian letters when the database's LC_CTYPE is plain C: refuse to run on it. */
async function checkLocale(db: Db): Promise<void> {
  const { rows } = await sql<{ ctype: string }>`
    select datctype as ctype from pg_database where datname = current_database()`.execute(db);
  const ctype = rows[0]?.ctype ?? '';
  if (ctype === 'C' || ctype === 'POSIX') {
    throw new Error(
      `The database's LC_CTYPE is '${ctype}': Georgian search needs a UTF-8 ctype. ` +
        "Create the database with LC_CTYPE 'C.UTF-8' (or another UTF-8 locale), e.g. " +
        'createdb --locale=C.UTF-8 --template=template0 podcast',
    );
  }
}

/**
 * Runs `run` on `count` connections at once, each on its own (start-up warm-up, issue 14): the pool opens its
 * connections now rather than under the first requests, and each new PostgreSQL backend reads the catalogue
 * entries of the tables it is asked about now, not on a listener's call. `count` at most the pool's size; should
 * some connection not come within `waitMs` (the pool busy), those that came go ahead alone.
 */
export async function eachConnection(
  db: Db,
  count: number,
  run: (connection: Db) => Promise<void>,
  waitMs = 2000,
): Promise<void> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(() => release(), waitMs);
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
        db.connection().execute(async (connection) => {
          arrived += 1;
          if (arrived === count) release();
          // Every connection is held until all are open, so the pool cannot hand one out twice.
          await all;
          await run(connection);
        }),
      ),
    );
  } finally {
    clearTimeout(timer);
  }
}
