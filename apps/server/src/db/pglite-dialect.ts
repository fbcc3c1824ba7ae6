import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGliteLike } from './pglite-worker';

/** Marks a statement as the server's own upkeep (db/maintenance.ts): it does not count as the database's activity. */
export const MAINTENANCE_TAG = '/* maintenance */ ';

/**
 * What the PGlite database has been doing, for maintenance (db/maintenance.ts) to run only once it has been idle a
 * while. Statements tagged `MAINTENANCE_TAG` are not counted.
 */
export class PGliteActivity {
  /** Statements sent and not yet answered. */
  running = 0;
  /** Statements sent so far. */
  sent = 0;
  /** When the last statement was answered (Date.now()). */
  lastEnded = Date.now();
  /** Whether a transaction is open. */
  inTransaction = false;

  /** Whether a statement runs or a transaction is open. */
  get busy(): boolean {
    return this.running > 0 || this.inTransaction;
  }

  /** Milliseconds since the database last did anything (0 while it is busy). */
  idleFor(now = Date.now()): number {
    return this.busy ? 0 : Math.max(0, now - this.lastEnded);
  }
}

/**
 * Kysely driver for embedded PGlite, in this thread or in a worker thread (`PGliteWorker`). PGlite is one
 * session that runs its queries one at a time, in the order they are sent (a FIFO mutex). Queries outside a
 * transaction are sent as soon as they are asked for, without waiting for the previous answer: in the worker,
 * the next query then starts the moment the last one ends, instead of after the server's event loop has taken
 * that answer and sent the next one (issue 14: under load that turn of the loop, not the query, set PGlite's
 * pace). A transaction is exclusive: its `begin` waits for the transaction before it, and while it is open every
 * other connection's query waits until it commits or rolls back (what was sent before its `begin` runs before it).
 */
class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly db: PGliteLike,
    private readonly driver: PGliteDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // The last check and the sending happen in one synchronous step: nothing can open a transaction in between.
    while (this.driver.blocks(this)) await this.driver.ended;
    if (query.sql.startsWith(MAINTENANCE_TAG)) return this.#send(query);
    const activity = this.driver.activity;
    activity.running += 1;
    activity.sent += 1;
    try {
      return await this.#send(query);
    } finally {
      activity.running -= 1;
      activity.lastEnded = Date.now();
    }
  }

  async #send<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.parameters.length === 0 && query.query.kind === 'RawNode') {
      // Raw SQL without parameters may hold several statements (migrations): only exec() runs those.
      const results = await this.db.exec(query.sql);
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const result = await this.db.query<R>(query.sql, query.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && query.query.kind !== 'SelectQueryNode'
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

const raw = (sql: string) => ({ sql, parameters: [], query: { kind: 'RawNode' } }) as never;

class PGliteDriver implements Driver {
  readonly #db: PGliteLike;
  /** The connection whose transaction is open, and what the others wait on until it ends. */
  #owner: PGliteConnection | undefined;
  #ended: Promise<void> = Promise.resolve();
  #end: (() => void) | undefined;
  readonly activity: PGliteActivity;

  constructor(db: PGliteLike, activity: PGliteActivity) {
    this.#db = db;
    this.activity = activity;
  }

  async init(): Promise<void> {
    await this.#db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.#db, this);
  }

  /** Whether another connection's transaction is open (then `connection` waits for `ended`). */
  blocks(connection: PGliteConnection): boolean {
    return this.#owner !== undefined && this.#owner !== connection;
  }

  get ended(): Promise<void> {
    return this.#ended;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const own = connection as PGliteConnection;
    while (this.blocks(own)) await this.#ended;
    this.#owner = own;
    this.activity.inTransaction = true;
    this.#ended = new Promise<void>((resolve) => {
      this.#end = resolve;
    });
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    try {
      await own.executeQuery(raw(`begin${isolation}`));
    } catch (error) {
      this.#finish(own);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(raw('commit'));
    } finally {
      this.#finish(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(raw('rollback'));
    } finally {
      this.#finish(connection);
    }
  }

  #finish(connection: DatabaseConnection) {
    if (this.#owner !== connection) return;
    this.#owner = undefined;
    this.activity.inTransaction = false;
    this.#end?.();
    this.#end = undefined;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#finish(connection);
  }

  async destroy(): Promise<void> {
    if (!this.#db.closed) await this.#db.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly db: PGliteLike,
    /** What the database has been doing (db/maintenance.ts waits for it to be idle). */
    readonly activity = new PGliteActivity(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.db, this.activity);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
