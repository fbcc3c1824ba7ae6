import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PGliteDialect } from '../src/db/pglite-dialect';
import type { PGliteLike } from '../src/db/pglite-worker';

/** A stand-in for PGlite that records what is sent and answers only when told to. */
function fakePGlite() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const answer = <T>(sqlText: string, value: T) => {
    sent.push(sqlText);
    return new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  };
  const db: PGliteLike = {
    closed: false,
    waitReady: Promise.resolve(),
    query: <R>(text: string) => answer(text, { rows: [] as R[] }),
    exec: (text: string) => answer(text, [{ rows: [] }]),
    close: async () => {},
  };
  /** Lets the microtasks run, then answers everything sent so far, in order. */
  const flush = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    for (const done of waiting.splice(0)) done();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { db, sent, flush };
}

describe('PGlite driver', () => {
  it('sends queries outside a transaction without waiting for the previous answer', async () => {
    const fake = fakePGlite();
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(fake.db) });
    const all = Promise.all([1, 2, 3].map((n) => sql`select ${n}`.execute(db)));
    await new Promise((resolve) => setImmediate(resolve));
    // All three are with PGlite (which runs them in this order) before any has answered.
    expect(fake.sent).toEqual(['select $1', 'select $1', 'select $1']);
    await fake.flush();
    await all;
  });

  it('keeps a transaction exclusive: others wait until it ends, what was sent before its begin runs first', async () => {
    const fake = fakePGlite();
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(fake.db) });
    const before = sql`select 'before'`.execute(db);
    let inside!: () => void;
    const gate = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 'in 1'`.execute(trx);
      await gate;
      await sql`select 'in 2'`.execute(trx);
    });
    await new Promise((resolve) => setImmediate(resolve));
    const during = sql`select 'during'`.execute(db);
    for (let i = 0; i < 3; i++) await fake.flush();
    // The transaction's first statement ran; the other connection's query waits while it is open.
    expect(fake.sent).toEqual(["select 'before'", 'begin', "select 'in 1'"]);
    inside();
    for (let i = 0; i < 4; i++) await fake.flush();
    await Promise.all([before, transaction, during]);
    expect(fake.sent).toEqual([
      "select 'before'",
      'begin',
      "select 'in 1'",
      "select 'in 2'",
      'commit',
      "select 'during'",
    ]);
  });

  it('lets the others go when a transaction rolls back', async () => {
    const fake = fakePGlite();
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(fake.db) });
    const failed = db
      .transaction()
      .execute(async (trx) => {
        await sql`select 'in'`.execute(trx);
        throw new Error('refused');
      })
      .catch((error: Error) => error.message);
    await new Promise((resolve) => setImmediate(resolve));
    const after = sql`select 'after'`.execute(db);
    for (let i = 0; i < 4; i++) await fake.flush();
    expect(await failed).toBe('refused');
    await after;
    expect(fake.sent).toEqual(['begin', "select 'in'", 'rollback', "select 'after'"]);
  });
});
