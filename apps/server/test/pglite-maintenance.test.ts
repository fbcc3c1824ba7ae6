import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, type Db, openDatabase, pgliteOf } from '../src/db/index';
import { COUNTERS_FILE, type MaintenanceOptions, maintenanceFor } from '../src/db/maintenance';
import { createTestApp, type TestContext } from './helper';

// PGlite has no autovacuum: the server vacuums and analyzes by autovacuum's thresholds (db/maintenance.ts).
// The PGlite tests open their own PGlite, whichever database the rest of the suite runs on; the last one asks the
// project's database (PostgreSQL: nothing to do).
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

interface Stat {
  dead: number;
  vacuums: number;
  analyzes: number;
  pages: number;
  allVisible: number;
  tuples: number;
}

/** A table's counters as PostgreSQL keeps them (flushed first: PGlite sends them at most once a second). */
async function stat(db: Db, table: string): Promise<Stat> {
  await flush(db);
  const { rows } = await sql<Stat>`
    select s.n_dead_tup::int as dead, s.vacuum_count::int as vacuums, s.analyze_count::int as analyzes,
           c.relpages as pages, c.relallvisible as "allVisible", c.reltuples::float8 as tuples
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.relname = ${table}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no statistics for ${table}`);
  return row;
}

/**
 * Sends this session's pending counters now. PostgreSQL sends them at most once a second; counts sent after a VACUUM /
 * ANALYZE are added to what it reset (the server's maintenance flushes them before it reads).
 */
const flush = (db: Db) => sql`select pg_stat_force_next_flush()`.execute(db);

/** A table of `rows` rows, vacuumed and analyzed: its counters start at zero, every page all-visible. */
async function table(db: Db, name: string, rows: number) {
  await sql
    .raw(`create table ${name} (id int primary key, v text);
      insert into ${name} select g, repeat('x', 40) from generate_series(1, ${rows}) g`)
    .execute(db);
  await flush(db);
  await sql.raw(`vacuum (analyze) ${name}`).execute(db);
}

const logger = () => ({ info: vi.fn(), warn: vi.fn() });
const options = (log: MaintenanceOptions['log'], more: Partial<MaintenanceOptions> = {}): MaintenanceOptions => ({
  intervalMs: 60_000,
  log,
  ...more,
});
const template = async () => new Blob([await readFile(inject('pgliteTemplate'))]);

describe('PGlite maintenance', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ template: await template() });
  });
  afterAll(() => database?.close());

  it('vacuums and analyzes a table past autovacuum thresholds, leaves one under them, logs one line', async () => {
    const { db } = database;
    await table(db, 'churned', 3000);
    await table(db, 'calm', 3000);
    // 3 000 rows: vacuum past 50 + 600 dead rows, analyze past 50 + 300 changed rows.
    await sql`delete from churned where id <= 1000`.execute(db);
    await sql`update calm set v = 'y' where id <= 100`.execute(db);
    const before = { churned: await stat(db, 'churned'), calm: await stat(db, 'calm') };
    expect(before.churned.dead).toBe(1000);
    expect(before.calm.dead).toBe(100);

    const log = logger();
    const maintenance = maintenanceFor(db, options(log));
    const report = await maintenance?.pass('periodic');

    expect(report?.steps).toContainEqual(
      expect.objectContaining({ table: 'public.churned', vacuum: true, analyze: true }),
    );
    expect(report?.steps.map((s) => s.table)).not.toContain('public.calm');
    const churned = await stat(db, 'churned');
    expect(churned.dead).toBe(0);
    expect(churned.vacuums).toBe(before.churned.vacuums + 1);
    expect(churned.analyzes).toBe(before.churned.analyzes + 1);
    expect(churned.tuples).toBe(2000);
    expect(churned.allVisible).toBe(churned.pages);
    const calm = await stat(db, 'calm');
    expect(calm.dead).toBe(100);
    expect(calm.vacuums).toBe(before.calm.vacuums);
    expect(calm.analyzes).toBe(before.calm.analyzes);

    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[1]).toMatch(
      /^PGlite maintenance \(periodic\): .*vacuum analyze public\.churned \d+ ms/,
    );
    expect(log.info.mock.calls[0]?.[1]).toMatch(/\d+ ms in all/);

    // Nothing left to do: a second pass does nothing and logs nothing.
    const again = await maintenance?.pass('periodic');
    expect(again?.steps.map((s) => s.table)).not.toContain('public.churned');
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('leaves a table over the size bound, and a never vacuumed one, to the start pass', async () => {
    const { db } = database;
    await table(db, 'big', 3000);
    await sql`delete from big where id <= 1000`.execute(db);
    // Never vacuumed (analyzed only), under every counter threshold: its visibility map was never set.
    await sql`create table fresh (id int primary key); insert into fresh select generate_series(1, 500)`.execute(db);
    await flush(db);
    await sql`analyze fresh`.execute(db);
    expect((await stat(db, 'fresh')).allVisible).toBe(0);

    const maintenance = maintenanceFor(db, options(logger(), { periodicMaxPages: 1 }));
    const periodic = await maintenance?.pass('periodic');
    expect(periodic?.deferred).toContain('public.big');
    expect(periodic?.steps.map((s) => s.table)).not.toContain('public.big');
    expect(periodic?.steps.map((s) => s.table)).not.toContain('public.fresh');
    expect((await stat(db, 'big')).dead).toBe(1000);

    const start = await maintenance?.pass('start');
    expect(start?.steps).toContainEqual(expect.objectContaining({ table: 'public.big', vacuum: true, analyze: true }));
    expect(start?.steps).toContainEqual(expect.objectContaining({ table: 'public.fresh', vacuum: true }));
    expect((await stat(db, 'big')).dead).toBe(0);
    const fresh = await stat(db, 'fresh');
    expect(fresh.vacuums).toBe(1);
    expect(fresh.allVisible).toBe(fresh.pages);
  });

  it('counts activity without its own statements, and a periodic pass gives way to a statement sent', async () => {
    const { db } = database;
    const activity = pgliteOf(db)?.activity;
    if (!activity) throw new Error('no PGlite activity');
    await db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      expect(activity.idleFor()).toBe(0); // a transaction is open
    });
    // What the database sees as a statement reaches it: one running, so no quiet.
    const target = pgliteOf(db);
    if (!target) throw new Error('not PGlite');
    const query = target.pglite.query.bind(target.pglite);
    const seen: number[] = [];
    const spy = vi.spyOn(target.pglite, 'query').mockImplementation((text, params) => {
      seen.push(activity.running, activity.idleFor());
      return query(text, params);
    });
    await db.selectFrom('categories').select('id').execute();
    spy.mockRestore();
    expect(seen).toEqual([1, 0]);
    expect(activity.running).toBe(0);
    expect(activity.idleFor(activity.lastEnded + 5000)).toBe(5000);

    await table(db, 'first', 3000);
    await table(db, 'second', 3000);
    await sql`delete from first where id <= 1000; delete from second where id <= 1000`.execute(db);
    const maintenance = maintenanceFor(db, options(logger()));
    const { sent, lastEnded } = activity;
    const passing = maintenance?.pass('periodic');
    // A request's statement arrives while the pass reads the statistics: it vacuums nothing more.
    await db.selectFrom('categories').select('id').execute();
    const report = await passing;
    expect(report?.interrupted).toBe(true);
    expect(report?.steps).toEqual([]);
    expect((await stat(db, 'first')).dead).toBe(1000);

    // The pass's own statements are not activity: the quiet goes on through a whole pass.
    const sentBefore = activity.sent;
    const ended = activity.lastEnded;
    const full = await maintenance?.pass('periodic');
    expect(full?.steps.map((s) => s.table)).toEqual(expect.arrayContaining(['public.first', 'public.second']));
    expect(activity.sent).toBe(sentBefore);
    expect(activity.lastEnded).toBe(ended);
    expect(activity.sent).toBeGreaterThan(sent);
    expect(activity.lastEnded).toBeGreaterThanOrEqual(lastEnded);
  });

  it('runs periodic passes once started, and not at all when turned off', async () => {
    const { db } = database;
    expect(maintenanceFor(db, options(logger(), { intervalMs: 0 }))).toBeUndefined();
    expect(loadConfig({}).pgliteMaintenanceMs).toBe(60_000);
    expect(loadConfig({ PGLITE_MAINTENANCE_MS: '0' }).pgliteMaintenanceMs).toBe(0);

    const log = logger();
    const maintenance = maintenanceFor(db, options(log, { intervalMs: 10, idleMs: 0 }));
    await maintenance?.start();
    await table(db, 'later', 3000);
    await sql`delete from later where id <= 1000`.execute(db);
    // Only a VACUUM after the delete takes its dead rows away.
    await vi.waitFor(
      async () => {
        expect((await stat(db, 'later')).dead).toBe(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await maintenance?.stop();
    expect(log.info.mock.calls.some((call) => String(call[1]).includes('public.later'))).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('PGlite maintenance over a restart and a shutdown', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'podcast-maintenance-')), 'db');
  });
  afterAll(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

  it('carries the counters over a clean stop (PGlite forgets them) and vacuums at the next start', async () => {
    const first = await openDatabase({ dataDir, template: await template(), worker: true });
    await table(first.db, 'carried', 3000);
    await sql`delete from carried where id <= 1000`.execute(first.db);
    expect((await stat(first.db, 'carried')).dead).toBe(1000);
    await maintenanceFor(first.db, options(logger()))?.stop();
    await first.close();
    const saved = JSON.parse(await readFile(join(dataDir, COUNTERS_FILE), 'utf8'));
    expect(saved.tables['public.carried']).toMatchObject({ dead: 1000, inserted: 0, modified: 1000 });

    const second = await openDatabase({ dataDir, worker: true });
    try {
      const restarted = await stat(second.db, 'carried');
      expect(restarted.dead).toBe(0); // PGlite starts with its counters at zero
      const log = logger();
      const maintenance = maintenanceFor(second.db, options(log));
      const report = await maintenance?.start();
      expect(existsSync(join(dataDir, COUNTERS_FILE))).toBe(false);
      expect(report?.steps).toContainEqual(
        expect.objectContaining({ table: 'public.carried', vacuum: true, analyze: true }),
      );
      const after = await stat(second.db, 'carried');
      expect(after.vacuums).toBe(1);
      expect(after.allVisible).toBe(after.pages);
      expect(log.info.mock.calls[0]?.[1]).toMatch(/^PGlite maintenance \(start\): .*public\.carried/);
      await maintenance?.stop();
      // Vacuumed and analyzed: nothing of it is carried any more.
      const kept = JSON.parse(await readFile(join(dataDir, COUNTERS_FILE), 'utf8'));
      expect(kept.tables['public.carried']).toMatchObject({ dead: 0, inserted: 0, modified: 0 });
    } finally {
      await second.close();
    }
  });

  it('ends quietly when the worker closes during a VACUUM, and stops cleanly after', async () => {
    const database = await openDatabase({ dataDir, worker: true });
    await table(database.db, 'closing_a', 20_000);
    await table(database.db, 'closing_b', 20_000);
    await sql`update closing_a set v = 'y'; update closing_b set v = 'y'`.execute(database.db);
    const target = pgliteOf(database.db);
    if (!target) throw new Error('not PGlite');
    // The server closes the database the moment the first VACUUM has been sent to the worker.
    const exec = target.pglite.exec.bind(target.pglite);
    let closing: Promise<void> | undefined;
    vi.spyOn(target.pglite, 'exec').mockImplementation((text) => {
      const result = exec(text);
      if (/\bvacuum\b/.test(text)) closing ??= database.close();
      return result;
    });
    const log = logger();
    const maintenance = maintenanceFor(database.db, options(log));
    const report = await maintenance?.pass('start');
    expect(closing).toBeDefined();
    await closing;
    expect(target.pglite.closed).toBe(true);
    // The VACUUM under way ended before the worker closed; nothing was sent after it.
    expect(report?.steps).toHaveLength(1);
    expect(report?.interrupted).toBe(true);
    await expect(maintenance?.stop()).resolves.toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('maintenance only where there is no autovacuum', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('PostgreSQL: does nothing, however much a table churns; PGlite: is there', async () => {
    const { db } = ctx.database;
    if (!onPostgres) {
      expect(pgliteOf(db)).toBeDefined();
      expect(maintenanceFor(db, options(logger()))).toBeDefined();
      return;
    }
    await sql`create table churned (id int primary key, v text);
      insert into churned select g, 'x' from generate_series(1, 3000) g`.execute(db);
    await sql`delete from churned where id <= 2000`.execute(db);
    expect(pgliteOf(db)).toBeUndefined();
    expect(maintenanceFor(db, options(logger()))).toBeUndefined();
    const { rows } = await sql<{ last_vacuum: Date | null; last_analyze: Date | null }>`
      select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'churned'`.execute(db);
    expect(rows[0]).toEqual({ last_vacuum: null, last_analyze: null });
  });
});
