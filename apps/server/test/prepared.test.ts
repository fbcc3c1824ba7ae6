import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index';
import { prepared } from '../src/routes/listener/prepared';
import { createTestApp, type TestContext } from './helper';

// Hot statements built once and run with each call's values (routes/listener/prepared.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('prepared statements', () => {
  it('builds once per database and puts each call’s values where the markers were, every time they occur', async () => {
    let builds = 0;
    const echo = prepared(
      (db: Db, a: number, b: number, at: Date) => {
        builds += 1;
        return db.selectNoFrom([
          sql<number>`${a}::int`.as('a'),
          sql<number>`${b}::int + ${a}::int`.as('sum'),
          sql<string>`to_char(${at}::timestamptz at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        ]);
      },
      [-1_000_000_001, -1_000_000_002, new Date(0)],
    );
    expect(await echo(ctx.app.db, 2, 3, new Date('2025-06-01T12:00:00Z'))).toEqual([
      { a: 2, sum: 5, day: '2025-06-01' },
    ]);
    expect(await echo(ctx.app.db, 7, 0, new Date('2024-01-02T00:00:00Z'))).toEqual([
      { a: 7, sum: 7, day: '2024-01-02' },
    ]);
    expect(builds).toBe(1);
  });

  it('refuses a statement that does not carry an argument as a parameter', async () => {
    const literal = prepared((db: Db, _unused: number) => db.selectNoFrom(sql<number>`1`.as('one')), [-1_000_000_001]);
    await expect(literal(ctx.app.db, 5)).rejects.toThrow(/marker/);
  });
});
