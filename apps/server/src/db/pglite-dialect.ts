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
 * connection in one thread, so connections are handed out one at a time: a transaction holds the lock until
 * it commits or rolls back.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly db: PGliteLike) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
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

class PGliteDriver implements Driver {
  readonly #db: PGliteLike;
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(db: PGliteLike) {
    this.#db = db;
    this.#connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.#db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery({ sql: `begin${isolation}`, parameters: [], query: { kind: 'RawNode' } } as never);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'commit', parameters: [], query: { kind: 'RawNode' } } as never);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'rollback', parameters: [], query: { kind: 'RawNode' } } as never);
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
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
