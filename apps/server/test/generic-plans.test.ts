import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT } from '../src/db/pg-statements';
import { GENERIC_PLAN } from '../src/db/pglite-statements';
import { createTestApp, type TestContext } from './helper';

// A statement marked GENERIC_PLAN runs on a plan made once for its text, on the project's database: on PostgreSQL
// as a named statement of its connection (db/pg-statements.ts), on PGlite through its session's statements
// (db/pglite-statements.ts). Every other statement stays planned for its values. Each check runs on one connection,
// whose pg_prepared_statements shows how its statements were planned.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const onOneConnection = <T>(run: (db: Kysely<unknown>) => Promise<T>) =>
  ctx.app.db.connection().execute((db) => run(db as unknown as Kysely<unknown>));

const planned = async (db: Kysely<unknown>, marker: string) =>
  (
    await sql<{ generic_plans: number; custom_plans: number }>`
      select generic_plans::int, custom_plans::int from pg_prepared_statements
      where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`.execute(db)
  ).rows;

const mode = async (db: Kysely<unknown>) =>
  (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0]?.plan_cache_mode;

const episodesOf = (db: Kysely<unknown>, marker: string, category: number) =>
  sql<{ n: number }>`${sql.raw(GENERIC_PLAN)}select count(*)::int as n, ${sql.lit(marker)} as marker
    from episodes where category_id = ${category}`.execute(db);

describe('statements planned once for their text', () => {
  it('plans a marked statement once, whatever its values, and the others for theirs', async () => {
    await onOneConnection(async (db) => {
      const before = await mode(db);
      expect(before).not.toBe('force_generic_plan');
      const counts = [];
      for (const category of [1, 2, 3, 1]) counts.push((await episodesOf(db, 'marked-once', category)).rows[0]?.n);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from episodes where category_id = ${1}`.execute(db);
      expect(counts[0]).toBe(rows[0]?.n);
      expect(counts[3]).toBe(counts[0]);
      expect(await planned(db, 'marked-once')).toEqual([{ generic_plans: 4, custom_plans: 0 }]);
      // The mode is set back after each marked statement: the next unmarked one is planned for its values.
      expect(await mode(db)).toBe(before);
    });
  });

  it('sets the mode back when a marked statement fails, in a transaction or not, and runs it again', async () => {
    const divide = (db: Kysely<unknown>, by: number) =>
      sql<{ q: number }>`${sql.raw(GENERIC_PLAN)}select 6 / ${by}::int as q, 'marked-failing'`.execute(db);
    await onOneConnection(async (db) => {
      const before = await mode(db);
      await expect(divide(db, 0)).rejects.toThrow(/division by zero/);
      expect(await mode(db)).toBe(before);
      expect((await divide(db, 3)).rows).toEqual([{ q: 2, '?column?': 'marked-failing' }]);
      await sql`begin`.execute(db);
      await expect(divide(db, 0)).rejects.toThrow(/division by zero/);
      await sql`rollback`.execute(db);
      expect(await mode(db)).toBe(before);
      expect((await divide(db, 2)).rows[0]?.q).toBe(3);
    });
  });

  it('parses a marked statement again after it failed to parse', async () => {
    const later = (db: Kysely<unknown>) =>
      sql<{
        n: number;
      }>`${sql.raw(GENERIC_PLAN)}select count(*)::int as n from generic_plan_later where id > ${0}`.execute(db);
    await onOneConnection(async (db) => {
      await expect(later(db)).rejects.toThrow(/generic_plan_later/);
      await sql`create table generic_plan_later (id int)`.execute(db);
      try {
        await sql`insert into generic_plan_later values (1), (2)`.execute(db);
        expect((await later(db)).rows).toEqual([{ n: 2 }]);
      } finally {
        await sql`drop table generic_plan_later`.execute(db);
      }
    });
  });

  it('keeps the statements its connection used most recently', async () => {
    const limit = ctx.database.kind === 'postgres' ? KEPT : 1024;
    const texts = ctx.database.kind === 'postgres' ? KEPT + 40 : 60;
    await onOneConnection(async (db) => {
      for (let i = 0; i < texts; i++) await episodesOf(db, `marked-kept-${i}-`, 1);
      const kept = await planned(db, 'marked-kept-');
      expect(kept).toHaveLength(Math.min(texts, limit));
      // The newest is kept, and runs again on its plan.
      await episodesOf(db, `marked-kept-${texts - 1}-`, 2);
      expect(await planned(db, `marked-kept-${texts - 1}-`)).toEqual([{ generic_plans: 2, custom_plans: 0 }]);
    });
  });
});

describe('no JIT compilation', () => {
  // Only planned, never run: costed far above jit_above_cost (100 000) and jit_optimize_above_cost (500 000). A
  // PostgreSQL with JIT compiles such a statement's expressions first, as it did the home page's blocks at 1 000 000
  // episodes (1.4 s of compiling for a 15 ms query). PGlite has no JIT.
  const costly = sql`select sum(g.i + e.hits) from generate_series(1, 100000000) g(i) join episodes e on e.id = g.i`;

  it('plans a statement costed high without it', async () => {
    await onOneConnection(async (db) => {
      const { rows } = await sql<{ 'QUERY PLAN': { Plan: { 'Total Cost': number }; JIT?: unknown }[] }>`
        explain (format json) ${costly}`.execute(db);
      const plan = rows[0]?.['QUERY PLAN'][0];
      expect(plan?.Plan['Total Cost']).toBeGreaterThan(500_000);
      expect(plan).not.toHaveProperty('JIT');
      if (ctx.database.kind === 'postgres') {
        expect((await sql<{ jit: string }>`show jit`.execute(db)).rows[0]?.jit).toBe('off');
      }
    });
  });
});
