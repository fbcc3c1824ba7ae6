import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pgliteExtensions } from './pglite-extensions';
import { exchanges, PreparedQueries } from './pglite-statements';

/**
 * What the Kysely dialect needs of a PGlite database: PGlite in this thread (`inThread`) or in a worker thread
 * (`PGliteWorker`), either way through its prepared statements (pglite-statements.ts); rows come as objects.
 */
export interface PGliteLike {
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
  close(): Promise<void>;
}

const resolve = (specifier: string) => pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href;

// The worker's own module, as a data: URL (so it needs no file of its own next to the bundle); PGlite and its
// extensions (pglite-extensions.ts, by name) are imported by absolute address, and what runs next to it is the source text of `exchanges` (pglite-statements.ts).
// Protocol answers travel back as bytes (transferred, not copied); errors as plain objects with PostgreSQL's fields.
const extensions = Object.keys(pgliteExtensions);
const source = () => `
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from ${JSON.stringify(resolve('@electric-sql/pglite'))};
${extensions.map((name) => `import { ${name} } from ${JSON.stringify(resolve(`@electric-sql/pglite/contrib/${name}`))};`).join('\n')}
const exchanges = ${exchanges.toString()};
let link;
try {
  link = exchanges(await PGlite.create({ ...workerData, extensions: { ${extensions.join(', ')} } }));
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: { ...error, message: String(error?.message ?? error) } });
}
parentPort.on('message', async ({ id, op, sql, message }) => {
  try {
    if (op === 'raw') {
      const result = await link.raw(message);
      parentPort.postMessage({ id, result }, [result.buffer]);
    } else {
      parentPort.postMessage({ id, result: op === 'exec' ? await link.exec(sql) : await link.close() });
    }
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
  readonly #queries = new PreparedQueries({
    raw: (message) => this.#call<Uint8Array>('raw', { message }),
    exec: (sql) => this.#call('exec', { sql }),
  });
  #next = 0;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(options: { dataDir?: string; loadDataDir?: Blob }) {
    this.#worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source())}`), {
      workerData: options,
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.once('message', (m: { ready: boolean; error?: Reply['error'] }) => {
        if (m.ready) resolve();
        else reject(toError(m.error ?? { message: 'PGlite did not start' }));
        this.#worker.on('message', (reply: Reply) => this.#settle(reply));
      });
    }).then(() => this.#queries.ready());
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

  /** Posts at once (the order of calls is the order PGlite runs them in); a protocol message is transferred. */
  #call<T>(op: 'raw' | 'exec' | 'close', { sql, message }: { sql?: string; message?: Uint8Array } = {}): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the PGlite worker is closed'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, sql, message }, message ? [message.buffer as ArrayBuffer] : []);
    });
  }

  query<R>(sql: string, params: unknown[] = []) {
    return this.#queries.query<R>(sql, params);
  }

  exec(sql: string) {
    return this.#queries.exec(sql);
  }

  async close() {
    if (this.#closed) return;
    await this.#queries.inTurn(() => this.#call('close'));
    this.#closed = true;
    await this.#worker.terminate();
  }
}
