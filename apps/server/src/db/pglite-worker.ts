import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the Kysely dialect needs of a PGlite database: the embedded one, or this worker's proxy for it. */
export interface PGliteLike {
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
  query<R>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' },
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
  close(): Promise<void>;
}

const resolve = (specifier: string) => pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href;

// The worker's own module, as a data: URL (so it needs no file of its own next to the bundle); PGlite is
// imported by absolute address. Errors travel as plain objects with PostgreSQL's fields (code, detail, …).
const source = () => `
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from ${JSON.stringify(resolve('@electric-sql/pglite'))};
import { pg_trgm } from ${JSON.stringify(resolve('@electric-sql/pglite/contrib/pg_trgm'))};
const plain = (r) => ({ rows: r.rows, affectedRows: r.affectedRows });
let db;
try {
  db = await PGlite.create({ ...workerData, extensions: { pg_trgm } });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: { ...error, message: String(error?.message ?? error) } });
}
parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    const result =
      op === 'query' ? plain(await db.query(sql, params, { rowMode: 'object' }))
      : op === 'exec' ? (await db.exec(sql)).map(plain)
      : await db.close();
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: { ...error, message: String(error?.message ?? error) } });
  }
});`;

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

const toError = (fields: Record<string, unknown> & { message: string }) =>
  Object.assign(new Error(fields.message), fields);

/**
 * PGlite in a worker thread. PGlite runs each query to the end on the thread that calls it, so in the server's
 * thread one slow query stops every other request (ADR 006); here only the results cross, as structured clones.
 */
export class PGliteWorker implements PGliteLike {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #next = 0;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(options: { dataDir?: string; loadDataDir?: Blob }) {
    this.#worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source())}`), {
      workerData: options,
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.once('message', (m: { ready: boolean; error?: Reply['error'] }) => {
        if (m.ready) resolve();
        else reject(toError(m.error ?? { message: 'PGlite did not start' }));
        this.#worker.on('message', (reply: Reply) => this.#settle(reply));
      });
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', () => this.#fail(new Error('the PGlite worker stopped')));
  }

  get closed() {
    return this.#closed;
  }

  #settle({ id, result, error }: Reply) {
    const call = this.#pending.get(id);
    this.#pending.delete(id);
    if (error) call?.reject(toError(error));
    else call?.resolve(result);
  }

  #fail(error: Error) {
    this.#closed = true;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
  }

  #call<T>(op: 'query' | 'exec' | 'close', sql?: string, params?: unknown[]): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the PGlite worker is closed'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, sql, params });
    });
  }

  query<R>(sql: string, params: unknown[] = []) {
    return this.#call<{ rows: R[]; affectedRows?: number }>('query', sql, params);
  }

  exec(sql: string) {
    return this.#call<{ rows: unknown[]; affectedRows?: number }[]>('exec', sql);
  }

  async close() {
    if (this.#closed) return;
    await this.#call('close');
    this.#closed = true;
    await this.#worker.terminate();
  }
}
