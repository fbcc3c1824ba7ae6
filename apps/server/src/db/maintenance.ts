import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Db, type PGliteOf, pgliteOf } from './index';
import { MAINTENANCE_TAG } from './pglite-dialect';

/**
 * VACUUM and ANALYZE for embedded PGlite, which has no autovacuum: tables that churn (`title_words`, `search_words`,
 * sessions, listening events) would otherwise bloat for ever, their visibility map would never be set (index-only
 * scans visit the heap) and their statistics would go stale. PostgreSQL does this itself; there this does nothing.
 *
 * Which tables: autovacuum's rule with its default settings, on the counters PostgreSQL keeps in
 * `pg_stat_user_tables`, which PGlite keeps while it runs (flushed at most once a second):
 * - VACUUM when dead rows > 50 + 0.2 × reltuples, or rows inserted since the last vacuum > 1000 + 0.2 × reltuples;
 * - ANALYZE when rows changed since the last analyze > 50 + 0.1 × reltuples.
 * PGlite does not write those counters to disk when it closes: every start finds them at zero. The server therefore
 * carries them over a clean stop itself, in `COUNTERS_FILE` in the data directory (written at `stop()`, read and
 * removed at the next start: after a crash they are lost, as PostgreSQL loses its own). At start, a table whose pages
 * are mostly not all-visible is vacuumed too (its pages now against `relallvisible` in `pg_class`, the all-visible
 * pages at its last VACUUM / ANALYZE: a table never vacuumed, as every table of a database created before this
 * existed, or grown since), and one never analyzed (`reltuples` -1) analyzed.
 *
 * When: PGlite runs one statement at a time, so a VACUUM holds up every request for its length. Measured on PGlite
 * 0.5.16 on the shared 2-core machine (README, "PGlite maintenance"): tables of up to 100 pages 0.2–8 ms each (most
 * about 1 ms); `search_words` of 1 700–2 400 pages 17–40 ms to vacuum, 42–47 ms to analyze (78 ms both, after 300
 * episodes' churn); `title_words` of a 100 000-episode catalogue (9 400–12 000 pages with its index) about 100 ms each;
 * its `episodes` (41 000–62 000 pages) 0.4–1 s to vacuum and 1 s to analyze. Reading the statistics: 9–15 ms. So:
 * - at start, before the server listens (no request waits), every table that needs it, whatever its size (a
 *   100 000-episode catalogue never vacuumed: 0.6 s);
 * - then every `intervalMs`, once no statement has run for `idleMs`, the tables that need it and whose total size
 *   (heap, indexes, TOAST) is at most `periodicMaxPages` (16 MB: under 100 ms each), smallest first, stopping as
 *   soon as another statement is sent; larger ones are left to the next start, their counters carried over.
 */

/** Where the counters are carried over a restart, in PGlite's data directory. */
export const COUNTERS_FILE = 'server-table-counters.json';

/** Defaults: the quiet a periodic pass waits for; the largest table it takes (2 048 pages of 8 kB: 16 MB). */
export const MAINTENANCE_DEFAULTS = { idleMs: 2000, periodicMaxPages: 2048 } as const;

export interface MaintenanceOptions {
  /** Milliseconds between periodic passes; 0: no maintenance at all (nor at start). */
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How long the database must have run nothing before a periodic pass. */
  idleMs?: number;
  /** The largest table (pages of 8 kB, indexes and TOAST included) a periodic pass vacuums or analyzes. */
  periodicMaxPages?: number;
}

interface Counters {
  /** Dead rows (n_dead_tup). */
  dead: number;
  /** Rows inserted since the last vacuum (n_ins_since_vacuum). */
  inserted: number;
  /** Rows changed since the last analyze (n_mod_since_analyze). */
  modified: number;
}

export interface TableState extends Counters {
  /** Schema-qualified and quoted. */
  name: string;
  /** The heap's pages now; pg_class.reltuples (-1: never vacuumed nor analyzed) and relallvisible (at the last one). */
  pages: number;
  tuples: number;
  allVisible: number;
  /** The whole relation's pages: heap, indexes, TOAST. */
  totalPages: number;
}

export interface MaintenanceStep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
  ms: number;
}

export interface MaintenanceReport {
  pass: 'start' | 'periodic';
  steps: MaintenanceStep[];
  /** Tables that need it but are too large for a periodic pass: left to the next start. */
  deferred: string[];
  /** Whether the pass stopped early (another statement was sent, the database closed, a statement failed). */
  interrupted: boolean;
  ms: number;
}

/** What the table needs, by autovacuum's default thresholds (and at start by what its `pg_class` row shows). */
export function needs(table: TableState, pass: 'start' | 'periodic'): { vacuum: boolean; analyze: boolean } {
  const tuples = Math.max(table.tuples, 0);
  let vacuum = table.dead > 50 + 0.2 * tuples || table.inserted > 1000 + 0.2 * tuples;
  let analyze = table.modified > 50 + 0.1 * tuples;
  if (pass === 'start' && table.pages > 0) {
    vacuum ||= table.pages - table.allVisible > 0.2 * table.pages;
    analyze ||= table.tuples < 0;
  }
  return { vacuum, analyze };
}

const tagged = (text: string) => sql.raw(`${MAINTENANCE_TAG}${text}`);
const zero = (): Counters => ({ dead: 0, inserted: 0, modified: 0 });

export class Maintenance {
  readonly #db: Db;
  readonly #target: PGliteOf;
  readonly #log: MaintenanceOptions['log'];
  readonly #intervalMs: number;
  readonly #idleMs: number;
  readonly #maxPages: number;
  /** Counters of the previous run, not yet cleared by a VACUUM / ANALYZE of this one. */
  readonly #carried = new Map<string, Counters>();
  #timer: NodeJS.Timeout | undefined;
  #current: Promise<unknown> | undefined;
  #stopped = false;
  #stopping: Promise<void> | undefined;

  constructor(db: Db, target: PGliteOf, options: MaintenanceOptions) {
    this.#db = db;
    this.#target = target;
    this.#log = options.log;
    this.#intervalMs = options.intervalMs;
    this.#idleMs = options.idleMs ?? MAINTENANCE_DEFAULTS.idleMs;
    this.#maxPages = options.periodicMaxPages ?? MAINTENANCE_DEFAULTS.periodicMaxPages;
  }

  /** Whether the database is closed or closing (then a pass ends quietly). */
  get #closed(): boolean {
    return this.#target.closing || this.#target.pglite.closed;
  }

  get #file(): string | undefined {
    return this.#target.dataDir ? join(this.#target.dataDir, COUNTERS_FILE) : undefined;
  }

  /** Takes the counters carried over from the last clean stop, runs the start pass, then schedules the periodic ones. */
  start(): Promise<MaintenanceReport | undefined> {
    return this.#track(
      (async () => {
        await this.#loadCarried();
        if (this.#stopped) return undefined;
        const report = await this.pass('start');
        this.#schedule(this.#intervalMs);
        return report;
      })(),
    );
  }

  /** Stops the periodic passes, waits for the statement running, and carries the counters over to the next start. */
  stop(): Promise<void> {
    if (!this.#stopping) {
      this.#stopped = true;
      clearTimeout(this.#timer);
      this.#stopping = (async () => {
        await this.#current?.catch(() => undefined);
        await this.#saveCarried();
      })();
    }
    return this.#stopping;
  }

  /**
   * One pass. `start`: every table that needs it, whatever the database does. `periodic`: tables up to
   * `periodicMaxPages`, smallest first, each only while no other statement has been sent since the pass began.
   */
  async pass(pass: 'start' | 'periodic'): Promise<MaintenanceReport> {
    const started = Date.now();
    const activity = this.#target.activity;
    const sent = activity.sent;
    const quiet = () => pass === 'start' || (activity.sent === sent && !activity.busy);
    const report: MaintenanceReport = { pass, steps: [], deferred: [], interrupted: false, ms: 0 };
    try {
      const due = (await this.#tables())
        .map((table) => ({ table, ...needs(table, pass) }))
        .filter((t) => t.vacuum || t.analyze)
        .sort((a, b) => a.table.totalPages - b.table.totalPages);
      for (const { table, vacuum, analyze } of due) {
        if (pass === 'periodic' && table.totalPages > this.#maxPages) {
          report.deferred.push(table.name);
          continue;
        }
        if (this.#stopped || this.#closed || !quiet()) {
          report.interrupted = true;
          break;
        }
        const at = Date.now();
        const statement = vacuum ? `vacuum${analyze ? ' (analyze)' : ''} ${table.name}` : `analyze ${table.name}`;
        await sql`${tagged(statement)}`.execute(this.#db);
        const carried = this.#carried.get(table.name);
        if (carried && vacuum) Object.assign(carried, { dead: 0, inserted: 0 });
        if (carried && analyze) carried.modified = 0;
        report.steps.push({ table: table.name, vacuum, analyze, ms: Date.now() - at });
      }
    } catch (err) {
      report.interrupted = true;
      // The database closing under a pass (shutdown) is no error of the pass.
      if (!this.#closed) this.#log.warn({ err }, 'PGlite maintenance failed');
    }
    report.ms = Date.now() - started;
    if (report.steps.length > 0) {
      const done = report.steps.map(
        (s) => `${[s.vacuum && 'vacuum', s.analyze && 'analyze'].filter(Boolean).join(' ')} ${s.table} ${s.ms} ms`,
      );
      const left = report.deferred.length > 0 ? `; left to the next start: ${report.deferred.join(', ')}` : '';
      this.#log.info(
        { maintenance: report },
        `PGlite maintenance (${pass}): ${done.join(', ')}; ${report.ms} ms in all${left}`,
      );
    }
    return report;
  }

  /** Every table's pg_class figures and its counters (this run's, flushed now, plus those carried over). */
  async #tables(): Promise<TableState[]> {
    // The counters reach the shared statistics at most once a second: have this statement's end flush them. (Counts
    // flushed after a VACUUM / ANALYZE would be added to what it has just reset.)
    await sql`${tagged('select pg_stat_force_next_flush()')}`.execute(this.#db);
    const { rows } = await sql<TableState>`${tagged(`
      select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
             (pg_relation_size(c.oid) / 8192)::float8 as pages, c.reltuples::float8 as tuples,
             c.relallvisible::float8 as "allVisible",
             (pg_total_relation_size(c.oid) / 8192)::float8 as "totalPages",
             s.n_dead_tup::float8 as dead, s.n_ins_since_vacuum::float8 as inserted,
             s.n_mod_since_analyze::float8 as modified
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid`)}`.execute(this.#db);
    return rows.map((row) => {
      const carried = this.#carried.get(row.name) ?? zero();
      return {
        ...row,
        dead: row.dead + carried.dead,
        inserted: row.inserted + carried.inserted,
        modified: row.modified + carried.modified,
      };
    });
  }

  #schedule(ms: number) {
    if (this.#stopped || this.#intervalMs === 0) return;
    this.#timer = setTimeout(() => this.#tick(), ms);
    this.#timer.unref();
  }

  /** A periodic pass once the database has been quiet for `idleMs`; until then, looks again when it could be. */
  #tick() {
    if (this.#stopped || this.#closed) return;
    const idle = this.#target.activity.idleFor();
    if (idle < this.#idleMs) {
      this.#schedule(Math.max(this.#idleMs - idle, 50));
      return;
    }
    void this.#track(this.pass('periodic')).finally(() => this.#schedule(this.#intervalMs));
  }

  async #track<T>(pass: Promise<T>): Promise<T> {
    this.#current = pass;
    try {
      return await pass;
    } finally {
      if (this.#current === pass) this.#current = undefined;
    }
  }

  async #loadCarried() {
    const file = this.#file;
    if (!file) return;
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as { tables?: Record<string, Partial<Counters>> };
      for (const [name, c] of Object.entries(saved.tables ?? {})) {
        this.#carried.set(name, {
          dead: Number(c.dead) || 0,
          inserted: Number(c.inserted) || 0,
          modified: Number(c.modified) || 0,
        });
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.#log.warn({ err }, 'PGlite table counters unreadable');
    }
    // Read once: should this run crash, its counters are lost (as PostgreSQL's are), not counted twice.
    await rm(file, { force: true });
  }

  async #saveCarried() {
    const file = this.#file;
    if (!file) return;
    const tables: Record<string, Counters> = Object.fromEntries(this.#carried);
    try {
      if (!this.#closed) {
        for (const t of await this.#tables()) {
          tables[t.name] = { dead: t.dead, inserted: t.inserted, modified: t.modified };
        }
      }
      await writeFile(`${file}.part`, JSON.stringify({ saved: new Date().toISOString(), tables }));
      await rename(`${file}.part`, file);
    } catch (err) {
      this.#log.warn({ err }, 'PGlite table counters not saved');
    }
  }
}

/**
 * Maintenance for `db` when it is PGlite and `intervalMs` is not 0; undefined otherwise (PostgreSQL's autovacuum
 * does it there). Call `start()` before the server listens and `stop()` before the database closes.
 */
export function maintenanceFor(db: Db, options: MaintenanceOptions): Maintenance | undefined {
  const target = pgliteOf(db);
  if (!target || options.intervalMs === 0) return undefined;
  return new Maintenance(db, target, options);
}
