/// <reference path="./pg-utils.d.ts" />
import pg from 'pg';
import utils from 'pg/lib/utils';
import { GENERIC_PLAN } from './pglite-statements';

/**
 * Plans made once on PostgreSQL (ADR 006). `pg` sends every query as an unnamed statement, which PostgreSQL parses,
 * analyses and plans for its values on every call. A statement marked `GENERIC_PLAN` is planned once on PGlite
 * already: its plan does not depend on its values, because the values that choose a plan are written into its text.
 * Here such a statement becomes a named statement of its connection, parsed once. Its bind goes between
 * `set plan_cache_mode = force_generic_plan` and a set back, in the same round trip, so the plan is made on its first
 * bind and kept. Every other statement goes as before, unnamed and planned for its values.
 *
 * Each connection keeps the `KEPT` statements it used most recently. The oldest is closed with the next statement
 * sent, and so is one whose call failed (it may no longer fit its tables).
 */
export const KEPT = 256;
const GENERIC = 'set plan_cache_mode = force_generic_plan';
const BACK = 'set plan_cache_mode = default';
/** Statement names are unique in the process, so no two texts ever share one on a connection. */
let named = 0;

interface Connection {
  parse(query: { text: string; name?: string }): void;
  bind(config: object): void;
  execute(config: { portal?: string }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
  parsedStatements: Record<string, string>;
}
interface QueryInternals {
  values: unknown[];
  prepare(connection: Connection): void;
  handleCommandComplete(message: { text: string }, connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
}
const base = pg.Query.prototype as unknown as QueryInternals;

/** A statement without values in the extended protocol: it runs in the round trip's implicit transaction. */
function send(connection: Connection, text: string) {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

/** A named statement bound on its generic plan, the two sets around its bind, all before one sync. */
class GenericQuery extends (pg.Query as unknown as new (config: object) => QueryInternals) {
  readonly #closing: string[];

  constructor(config: object, closing: string[]) {
    super(config);
    this.#closing = closing;
  }

  override prepare(connection: Connection) {
    try {
      // Converted before anything is sent: `pg` converts at bind, and a conversion failing there would leave the
      // first set committed by the sync it sends, and the connection planning every statement generically.
      this.values = this.values.map((value) => utils.prepareValue(value));
    } catch (error) {
      connection.sync();
      this.handleError(error as Error, connection);
      return;
    }
    for (const name of this.#closing.splice(0)) {
      connection.close({ type: 'S', name });
      delete connection.parsedStatements[name];
    }
    send(connection, GENERIC);
    base.prepare.call(this, connection); // parse (first call only), bind, describe, then `_getRows`
  }

  /** After the statement's execute: the mode set back, then the sync. Should any of it fail, the sets roll back. */
  _getRows(connection: Connection) {
    connection.execute({ portal: '' });
    send(connection, BACK);
    connection.sync();
  }

  override handleCommandComplete(message: { text: string }, connection: Connection) {
    if (message.text !== 'SET') base.handleCommandComplete.call(this, message, connection);
  }
}

/** `pg`'s client, with `GENERIC_PLAN` statements kept by name (above). */
export class PlanningClient extends pg.Client {
  /** Text → statement name, the most recently used last. */
  readonly #kept = new Map<string, string>();
  /** Names to close with the next statement sent. */
  readonly #closing: string[] = [];

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads
  override query(...args: any[]): any {
    const [text, values] = args;
    if (typeof text !== 'string' || !text.startsWith(GENERIC_PLAN) || typeof values === 'function') {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const known = this.#kept.get(text);
    if (known) {
      this.#kept.delete(text);
    } else if (this.#kept.size >= KEPT) {
      const [oldest, old] = this.#kept.entries().next().value as [string, string];
      this.#kept.delete(oldest);
      this.#closing.push(old);
    }
    const name = known ?? `g${named++}`;
    this.#kept.set(text, name);
    return new Promise((resolve, reject) => {
      const callback = (error: Error | null, result: unknown) => {
        if (!error) return resolve(result);
        if (this.#kept.get(text) === name) {
          this.#kept.delete(text);
          this.#closing.push(name);
        }
        reject(error);
      };
      super.query(new GenericQuery({ name, text, values: values ?? [], callback }, this.#closing) as never);
    });
  }
}
