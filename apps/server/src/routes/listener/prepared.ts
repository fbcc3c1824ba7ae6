import { type Compilable, CompiledQuery, type InferResult } from 'kysely';
import type { Db } from '../../db/index';

/**
 * A hot statement built with Kysely once per database, then run with each call's values in its parameters
 * (issue 14: building and compiling a query with joins cost the server's busy thread about as much as answering a
 * cached read). `markers` are placeholder values, one per argument, that the built statement carries as parameters
 * (numbers no call passes, a Date object): each call's arguments replace them wherever they occur. Building it
 * fails when an argument does not show up as a parameter (so the statement cannot silently keep a marker).
 */
export function prepared<A extends unknown[], Q extends Compilable>(
  build: (db: Db, ...args: A) => Q,
  markers: A,
): (db: Db, ...args: A) => Promise<InferResult<Q>> {
  const compiled = new WeakMap<Db, { sql: string; parameters: readonly unknown[]; slots: number[][] }>();
  return async (db, ...args) => {
    let statement = compiled.get(db);
    if (!statement) {
      const { sql, parameters } = build(db, ...markers).compile();
      const slots = markers.map((marker) =>
        parameters.flatMap((value, index) => (Object.is(value, marker) ? [index] : [])),
      );
      if (slots.some((at) => at.length === 0)) throw new Error(`a marker is not a parameter of: ${sql}`);
      statement = { sql, parameters, slots };
      compiled.set(db, statement);
    }
    const parameters = [...statement.parameters];
    for (const [i, at] of statement.slots.entries()) for (const index of at) parameters[index] = args[i];
    const result = await db.executeQuery(CompiledQuery.raw(statement.sql, parameters));
    return result.rows as InferResult<Q>;
  };
}
