import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchanges, GENERIC_PLAN, PreparedQueries } from '../src/db/pglite-statements';

// PGlite's statements (pglite-statements.ts): parsed once by name, bound and executed in one exchange, the answer
// read in the server's thread. PGlite only, whichever database the rest of the suite runs on.
let pglite: PGlite;
let queries: PreparedQueries;
/** What PGlite was sent, one entry per exchange: the protocol messages' type letters ('P' parse, 'B' bind, …). */
const sent: string[] = [];

const letters = (message: Uint8Array) => {
  const out: string[] = [];
  for (let at = 0; at < message.length; ) {
    out.push(String.fromCharCode(message[at] as number));
    at += 1 + new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0);
  }
  return out.join('');
};

beforeAll(async () => {
  pglite = await PGlite.create();
  const link = exchanges(pglite);
  queries = new PreparedQueries({
    raw: (message) => {
      sent.push(letters(message));
      return link.raw(message);
    },
    exec: link.exec,
  });
  await queries.ready();
});
afterAll(() => pglite?.close());

describe('PGlite statements', () => {
  it('parses a statement once, then only binds and executes it, with each call’s values', async () => {
    sent.length = 0;
    const text = 'select $1::int * 2 as doubled, $2::text as word';
    const answers = [];
    for (const n of [1, 2, 3]) answers.push((await queries.query<{ doubled: number }>(text, [n, 'ა'])).rows);
    expect(answers).toEqual([[{ doubled: 2, word: 'ა' }], [{ doubled: 4, word: 'ა' }], [{ doubled: 6, word: 'ა' }]]);
    expect(sent).toEqual(['PDS', 'BDES', 'BDES', 'BDES']);
  });

  it('serializes values and parses rows by their types, arrays and nulls included, as PGlite.query does', async () => {
    const text = `select $1::timestamptz as at, $2::jsonb as j, $3::bytea as b, $4::int[] as ids, $5::text[] as words,
      $6::bool as yes, $7::int as nothing, 9007199254740993::int8 as big, 12::int8 as small, 1.5::float8 as f`;
    const params = [
      new Date('2024-06-01T10:00:00Z'),
      { a: [1] },
      new Uint8Array([120, 121]),
      [3, 1],
      ['ქ', 'a,b'],
      true,
      null,
    ];
    const ours = (await queries.query<Record<string, unknown>>(text, params)).rows[0];
    const pglites = (await pglite.query<Record<string, unknown>>(text, params)).rows[0];
    expect(ours).toEqual(pglites);
    expect(ours?.at).toEqual(new Date('2024-06-01T10:00:00Z'));
    expect(ours?.ids).toEqual([3, 1]);
    expect(ours?.words).toEqual(['ქ', 'a,b']);
    expect(ours?.nothing).toBeNull();
  });

  it('counts the rows a write touched, and carries PostgreSQL’s error fields', async () => {
    await queries.exec('create table notes (id int primary key, body text not null)');
    const insert = await queries.query('insert into notes values ($1, $2), ($3, $4)', [1, 'ა', 2, 'ბ']);
    expect(insert.affectedRows).toBe(2);
    const duplicate = await queries.query('insert into notes values ($1, $2)', [1, 'გ']).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', table: 'notes', constraint: 'notes_pkey', severity: 'ERROR' });
    const syntax = await queries.query('selec 1', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    // Neither error is left behind: the next statements run.
    expect((await queries.query('select count(*)::int as n from notes', [])).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the most recently used statements, closing the oldest, and parses a closed one again', async () => {
    const kinds: string[] = [];
    const link = exchanges(pglite);
    const two = new PreparedQueries(
      {
        raw: (message) => {
          kinds.push(letters(message));
          return link.raw(message);
        },
        exec: link.exec,
      },
      2,
    );
    const ask = async (n: number) => (await two.query<{ n: number }>(`select ${n} + $1::int as n`, [10])).rows[0]?.n;
    expect(await ask(1)).toBe(11);
    expect(await ask(2)).toBe(12);
    expect(await ask(1)).toBe(11); // used again: now the most recent
    expect(await ask(3)).toBe(13); // closes 2, the least recently used
    expect(await ask(1)).toBe(11);
    expect(await ask(2)).toBe(12); // parsed again, closing 3
    expect(two.size).toBe(2);
    expect(kinds).toEqual(['PDS', 'BDES', 'PDS', 'BDES', 'BDES', 'CPDS', 'BDES', 'BDES', 'CPDS', 'BDES']);
  });

  it('parses a statement again after its table changed under it', async () => {
    await queries.exec('create table shapes (id int)');
    await queries.exec('insert into shapes values (1)');
    const text = 'select * from shapes where id = $1';
    expect((await queries.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await queries.exec('alter table shapes add column name text');
    const stale = await queries.query(text, [1]).catch((e: unknown) => e);
    expect(stale).toMatchObject({ code: '0A000' });
    expect((await queries.query(text, [1])).rows).toEqual([{ id: 1, name: null }]);
  });

  it('plans each call for its values, or once for a statement marked GENERIC_PLAN, and sets the mode back', async () => {
    const custom = 'select count(*)::int as n from pg_class where relname like $1';
    const generic = `${GENERIC_PLAN}${custom}`;
    for (const pattern of ['pg_%', 'pg_c%', 'x%']) {
      await queries.query(custom, [pattern]);
      await queries.query(generic, [pattern]);
    }
    // A marked statement that fails still sets the mode back.
    expect(await queries.query(`${GENERIC_PLAN}select 1 / $1::int as n`, [0]).catch((e: unknown) => e)).toMatchObject({
      code: '22012',
    });
    const plans = await queries.query<{ statement: string; generic_plans: number; custom_plans: number }>(
      'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement = any($1)',
      [[custom, generic]],
    );
    const byText = new Map(plans.rows.map((r) => [r.statement, r]));
    expect(byText.get(custom)).toMatchObject({ generic_plans: 0, custom_plans: 3 });
    expect(byText.get(generic)).toMatchObject({ generic_plans: 3, custom_plans: 0 });
    expect((await queries.query('show plan_cache_mode', [])).rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
  });

  it('sends in the order asked for: a bind waiting for its parse holds back what was asked after it', async () => {
    const order: string[] = [];
    const link = exchanges(pglite);
    let parsed!: () => void;
    const parseHeld = new Promise<void>((resolve) => {
      parsed = resolve;
    });
    const held = new PreparedQueries({
      raw: (message) => {
        const kind = letters(message);
        order.push(kind);
        const answer = link.raw(message);
        return kind.includes('P') ? parseHeld.then(() => answer) : answer;
      },
      exec: (sql) => {
        order.push(sql);
        return link.exec(sql);
      },
    });
    const first = held.query('select $1::int as n', [1]);
    const begin = held.exec('begin');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['PDS']); // `begin` waits: the bind asked before it has not gone yet
    parsed();
    await Promise.all([first, begin]);
    await held.exec('rollback');
    expect(order).toEqual(['PDS', 'BDES', 'begin', 'rollback']);
  });
});
