import { Buffer } from 'node:buffer';
import type { PGlite } from '@electric-sql/pglite';
import { protocol, types } from '@electric-sql/pglite';
import type { PGliteLike } from './pglite-worker';

/**
 * PGlite's statements (ADR 006, "PGlite's statements"). `PGlite.query` parses, describes, binds and executes an
 * unnamed statement in five calls into the WebAssembly backend, and PGlite parses every answer into messages on the
 * thread that runs it: about 1.6 ms for an episode list page at 100 000 episodes, in the one thread that runs every
 * query (the worker's). Here a statement is parsed once, by name, and then only bound and executed, in one call
 * (0.75 ms for that page); the answer leaves that thread as the backend's bytes and is read in the server's thread.
 *
 * `exchanges` runs where PGlite is (the worker thread, or this one); `PreparedQueries` where the server is.
 */

/** What runs next to PGlite: wire-protocol messages in, the backend's answer out as bytes, one exchange at a time. */
export interface Exchanges {
  raw(message: Uint8Array): Promise<Uint8Array>;
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
  close(): Promise<void>;
}

/**
 * Runs PGlite's exchanges in the order they are asked for, each to its end before the next, and answers protocol
 * messages with the backend's bytes unparsed. Its source text also runs in the PGlite worker thread
 * (pglite-worker.ts), so it refers to nothing outside itself.
 */
export function exchanges(db: PGlite): Exchanges {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
  return {
    raw: (message) =>
      inTurn(async () => {
        const chunks: Uint8Array[] = [];
        let size = 0;
        await db.execProtocolRawStream(message, {
          onRawData: (chunk) => {
            chunks.push(chunk.slice()); // a view of the backend's buffer, reused by the next exchange
            size += chunk.length;
          },
        });
        if (chunks.length === 1) return chunks[0] as Uint8Array;
        const answer = new Uint8Array(size);
        let at = 0;
        for (const chunk of chunks) {
          answer.set(chunk, at);
          at += chunk.length;
        }
        return answer;
      }),
    exec: (sql) =>
      inTurn(async () => (await db.exec(sql)).map((r) => ({ rows: r.rows, affectedRows: r.affectedRows }))),
    close: () => inTurn(() => db.close()),
  };
}

type Parser = (text: string, typeId: number) => unknown;
type Serializer = (value: unknown) => string;

/** PostgreSQL's error and notice fields by their protocol codes, named as PGlite and node-postgres name them. */
const errorFields: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface Answer {
  rows: Record<string, unknown>[];
  affectedRows: number;
  parameterTypes: number[];
  error?: Error & { code?: string };
}

/** Reads a backend answer (extended query protocol): rows by the result's types, the first error, parameter types. */
function readAnswer(bytes: Uint8Array, parsers: Record<number, Parser>): Answer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const answer: Answer = { rows: [], affectedRows: 0, parameterTypes: [] };
  let names: string[] = [];
  let typeIds: number[] = [];
  let at = 0;
  const cstring = () => {
    const end = buffer.indexOf(0, at);
    const text = buffer.toString('utf8', at, end);
    at = end + 1;
    return text;
  };
  while (at + 5 <= buffer.length) {
    const kind = buffer[at] as number;
    const end = at + 1 + buffer.readInt32BE(at + 1);
    at += 5;
    if (kind === 0x44) {
      // D: a row
      const count = buffer.readInt16BE(at);
      at += 2;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const length = buffer.readInt32BE(at);
        at += 4;
        const typeId = typeIds[i] as number;
        if (length < 0) {
          row[names[i] as string] = null;
        } else {
          const text = buffer.toString('utf8', at, at + length);
          at += length;
          const parse = parsers[typeId];
          row[names[i] as string] = parse ? parse(text, typeId) : text;
        }
      }
      answer.rows.push(row);
    } else if (kind === 0x54) {
      // T: the result's columns
      const count = buffer.readInt16BE(at);
      at += 2;
      names = [];
      typeIds = [];
      for (let i = 0; i < count; i++) {
        names.push(cstring());
        typeIds.push(buffer.readInt32BE(at + 6));
        at += 18;
      }
    } else if (kind === 0x43) {
      // C: command complete ("UPDATE 3")
      const tag = cstring().split(' ');
      if (COUNTED.has(tag[0] as string)) answer.affectedRows += Number(tag.at(-1));
    } else if (kind === 0x74) {
      // t: the statement's parameter types
      const count = buffer.readInt16BE(at);
      for (let i = 0; i < count; i++) answer.parameterTypes.push(buffer.readInt32BE(at + 2 + 4 * i));
    } else if (kind === 0x45 && !answer.error) {
      // E: an error, with PostgreSQL's fields
      const fields: Record<string, string> = {};
      while (buffer[at] !== 0 && at < end) {
        const code = String.fromCharCode(buffer[at] as number);
        at += 1;
        const value = cstring();
        fields[errorFields[code] ?? code] = value;
      }
      const { M: message = 'PGlite error', ...rest } = fields;
      answer.error = Object.assign(new Error(message), rest);
    }
    at = end;
  }
  return answer;
}

const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const serialize = protocol.serialize;

/**
 * Starts a statement whose plan does not depend on its values (a comment to PostgreSQL's parser): it runs on its
 * generic plan, made once, instead of being planned for each call, on PGlite here and on PostgreSQL as a named
 * statement of its connection (pg-statements.ts). PGlite's planner runs as WebAssembly: search's vocabulary look-up
 * took 0.3–1.6 ms a call planned for its values and 0.08–0.6 ms on the generic plan.
 */
export const GENERIC_PLAN = '/* generic plan */ ';
const planned = {
  generic: serialize.query('set plan_cache_mode = force_generic_plan'),
  custom: serialize.query('set plan_cache_mode = force_custom_plan'),
};
/** Statement names are unique in the process: two sets of statements on one session never take each other's. */
let named = 0;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred, once the statement is parsed (rejects with a parse error). */
  types: Promise<number[]>;
}

/**
 * Queries through named statements, keyed by their SQL text, the `limit` most recently used kept: 1 024 by default,
 * about 32 KB of PGlite's memory each with its plan. The catalogue bench's mix makes about 550 texts (lists and
 * searches by their filters' written values, ADR 006 "planned once"); 256 kept them evicting each other, and every
 * list was parsed and planned again. Each call's values are still planned for (`plan_cache_mode = force_custom_plan`,
 * set by `ready`), so every plan is the one the unnamed statement got, unless the statement starts with
 * `GENERIC_PLAN`; `episode_rows` and `channel_rows` keep their own generic plans (migrations 0015, 0017).
 *
 * Values are serialized by the parameter types PostgreSQL inferred and rows parsed by the result's types, with
 * PGlite's serializers and parsers (its array types registered as PGlite registers them), as `PGlite.query` does.
 *
 * Order: the dialect relies on PGlite running what it sends in the order it sent it (a transaction's `begin` after
 * what came before it). A new statement's parse goes at once; every bind and every `exec` goes in the order they
 * were asked for, the first after its statement's parse has answered. A statement that no longer fits its tables
 * (after a schema change: `0A000`, or gone: `26000`) is dropped, and the next call parses it again.
 */
export class PreparedQueries {
  readonly #raw: (message: Uint8Array) => Promise<Uint8Array>;
  readonly #exec: (sql: string) => Promise<{ rows: unknown[]; affectedRows?: number }[]>;
  readonly #limit: number;
  readonly #statements = new Map<string, Statement>();
  readonly #parsers: Record<number, Parser> = { ...(types.parsers as Record<number, Parser>) };
  readonly #serializers: Record<number, Serializer> = { ...(types.serializers as Record<number, Serializer>) };
  /** Resolves once everything asked for so far has been sent (the order above). */
  #sent: Promise<unknown> = Promise.resolve();

  constructor(link: Pick<Exchanges, 'raw' | 'exec'>, limit = 1024) {
    this.#raw = link.raw;
    this.#exec = link.exec;
    this.#limit = limit;
  }

  /** How many statements are kept (tests). */
  get size() {
    return this.#statements.size;
  }

  /** Sets the session up and learns the array types. Once, before any other query. */
  async ready(): Promise<void> {
    await this.exec('set plan_cache_mode = force_custom_plan');
    const { rows } = await this.query<{ oid: number; typarray: number }>(
      `select b.oid, b.typarray from pg_catalog.pg_type a
       left join pg_catalog.pg_type b on b.oid = a.typelem
       where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
      [],
    );
    const parsers = this.#parsers;
    const serializers = this.#serializers;
    for (const { oid, typarray } of rows) {
      parsers[typarray] = (text) => types.arrayParser(text, parsers[oid] as never, typarray);
      serializers[typarray] = (value) => types.arraySerializer(value, serializers[oid] as never, typarray);
    }
  }

  /** Raw SQL, possibly several statements (migrations, transaction control), in its turn. */
  exec(sql: string) {
    return this.inTurn(() => this.#exec(sql));
  }

  /** Sends something else (closing the database) in its turn: after everything asked for before it. */
  inTurn<T>(send: () => Promise<T>): Promise<T> {
    return this.#inOrder(async () => send);
  }

  async query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    const statement = this.#statement(sql);
    const bytes = await this.#inOrder(async () => {
      const parameterTypes = await statement.types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.#serializers[parameterTypes[i] as number];
        return serializer ? serializer(value) : String(value);
      });
      const run = [
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ];
      // The plan is chosen at bind: a generic one for this bind only (after an error, the sync still ends the
      // statement and the mode is set back; inside a failed transaction, its rollback sets it back).
      const message = join(sql.startsWith(GENERIC_PLAN) ? [planned.generic, ...run, planned.custom] : run);
      return () => this.#raw(message);
    });
    const answer = readAnswer(bytes, this.#parsers);
    if (answer.error) {
      const { code } = answer.error;
      if ((code === '0A000' || code === '26000') && this.#statements.get(sql) === statement) {
        this.#statements.delete(sql);
      }
      throw Object.assign(answer.error, { query: sql, params });
    }
    return { rows: answer.rows as R[], affectedRows: answer.affectedRows };
  }

  /**
   * Sends in the order asked for: once everything asked for earlier has been sent, `ready` makes the message and
   * the function that sends it, which is called at once. The next send waits for this one to be sent, not answered.
   */
  #inOrder<T>(ready: () => Promise<() => Promise<T>>): Promise<T> {
    // The answer travels wrapped, so `sending` settles when the message has gone, not when it is answered.
    const sending = this.#sent.then(ready).then((send) => ({ answer: send() }));
    this.#sent = sending.catch(() => undefined);
    return sending.then(({ answer }) => answer);
  }

  #statement(sql: string): Statement {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql); // most recently used last
      this.#statements.set(sql, known);
      return known;
    }
    const name = `s${named++}`;
    const parts: Uint8Array[] = [];
    if (this.#statements.size >= this.#limit) {
      const [oldest, old] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: old.name }));
    }
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const statement: Statement = {
      name,
      types: this.#raw(join(parts)).then((bytes) => {
        const answer = readAnswer(bytes, this.#parsers);
        if (answer.error) throw Object.assign(answer.error, { query: sql });
        return answer.parameterTypes;
      }),
    };
    statement.types.catch(() => {
      if (this.#statements.get(sql) === statement) this.#statements.delete(sql);
    });
    this.#statements.set(sql, statement);
    return statement;
  }
}

/** PGlite in this thread (tests, `worker: false`), through the same statements as in the worker. */
export async function inThread(pglite: PGlite): Promise<PGliteLike> {
  const link = exchanges(pglite);
  const queries = new PreparedQueries(link);
  await queries.ready();
  return {
    get closed() {
      return pglite.closed;
    },
    waitReady: pglite.waitReady,
    query: <R>(sql: string, params: unknown[] = []) => queries.query<R>(sql, params),
    exec: (sql: string) => queries.exec(sql),
    close: () => queries.inTurn(() => link.close()),
  };
}
