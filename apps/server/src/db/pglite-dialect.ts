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
    if (query.parameters.length === 0 && query.query.kind === 'RawNode') {
      // Raw SQL without parameters may hold several statements (migrations): only exec() runs those.
      const results = await this.db.exec(query.sql);
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const result = await this.db.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
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

  constructor(db: PGliteLike) {
    this.#db = db;
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
  constructor(private readonly db: PGliteLike) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
