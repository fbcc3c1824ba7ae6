import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/index';

// The server runs PGlite in a worker thread (ADR 006): same answers as in-thread, and a slow query no longer
// stops the event loop. PGlite only, whichever database the rest of the suite runs on.
let database: DatabaseHandle;

beforeAll(async () => {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  database = await openDatabase({ template, worker: true });
});
afterAll(() => database?.close());

describe('PGlite in a worker thread', () => {
  it('answers with the same types, carries PostgreSQL error fields, and keeps transactions', async () => {
    const { db } = database;
    const row = await sql<{ n: number; at: Date; j: unknown; b: Uint8Array }>`
      select 42::int as n, timestamptz '2024-06-01T10:00:00Z' as at, '{"a":[1]}'::jsonb as j, 'xy'::bytea as b`
      .execute(db)
      .then((r) => r.rows[0]);
    expect(row?.n).toBe(42);
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at.toISOString()).toBe('2024-06-01T10:00:00.000Z');
    expect(row?.j).toEqual({ a: [1] });
    expect([...(row?.b ?? [])]).toEqual([120, 121]);

    await db.insertInto('categories').values({ alias: 'worker-a', title: 'ა' }).execute();
    const duplicate = await db
      .insertInto('categories')
      .values({ alias: 'worker-a', title: 'ბ' })
      .execute()
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as { code?: string }).code).toBe('23505');

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('categories').values({ alias: 'worker-b', title: 'გ' }).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const aliases = await db.selectFrom('categories').select('alias').where('alias', 'like', 'worker-%').execute();
    expect(aliases.map((r) => r.alias)).toEqual(['worker-a']);
  });

  it('leaves the event loop free while a slow query runs', async () => {
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 2000000)`.execute(database.db);
    const took = performance.now() - started;
    clearInterval(timer);
    longest = Math.max(longest, performance.now() - last); // a loop stopped until now fired no tick at all
    // In the server's own thread the longest gap would be the whole query.
    expect(took).toBeGreaterThan(150);
    expect(longest).toBeLessThan(took / 3);
  });
});
