import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsOf, eachConnection } from '../src/db/index';
import { warmUp } from '../src/warm';
import { createTestApp, type TestContext } from './helper';

// Start-up warm-up of the database connections (issue 14: on PostgreSQL the first requests after a restart paid
// for opening the pool's connections and for each new backend's first use of the tables).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const rowsOf = async () => {
  const { rows } = await sql<Record<string, number>>`
    select (select count(*)::int from users) as users, (select count(*)::int from history) as history,
      (select count(*)::int from listening_events) as events, (select count(*)::int from bookmarks) as bookmarks,
      (select sum(signal_seq)::int from users) as seq`.execute(ctx.app.db);
  return rows[0];
};

describe('warming the database connections', () => {
  it('runs on every connection of the pool at once', async () => {
    const count = connectionsOf(ctx.app.db);
    expect(count).toBe(ctx.database.kind === 'postgres' ? 4 : 1);
    const backends: number[] = [];
    await eachConnection(ctx.app.db, count, async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      backends.push(rows[0]?.pid ?? 0);
    });
    expect(backends).toHaveLength(count);
    if (ctx.database.kind === 'postgres') expect(new Set(backends).size).toBe(count);
  });

  it('goes ahead with the connections it got when the pool is busy', async () => {
    const count = connectionsOf(ctx.app.db);
    let ran = 0;
    await eachConnection(
      ctx.app.db,
      count + 1,
      async () => {
        ran += 1;
      },
      50,
    );
    expect(ran).toBe(count + 1);
  });

  it('runs the signed-in calls’ statements without writing anything', async () => {
    const before = await rowsOf();
    await warmUp(ctx.app);
    expect(await rowsOf()).toEqual(before);
  });
});
