import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { Batcher } from '../../lib/batch';
import { HttpError, notFound, unauthorized } from '../../lib/errors';
import { creditFor, MAX_CREDIT_SECONDS } from '../../lib/watch-time';
import { clampPosition, progressOf } from './common';

/**
 * The player's signals, answered from memory and written behind (issue 14, ADR 007).
 *
 * Each user's signal state — their signal count (`users.signal_seq`), the end of their last credited interval and,
 * per episode, the history row and the anchor (position and time of the last signal) — is read from the database
 * once, then kept here and moved on by every signal this process answers. A signal is answered at once; what it
 * writes (the history row's position and anchor, the credited interval) waits in a queue that `flush` writes in one
 * statement, every `flushMs` and at shutdown. Nothing else needs the database on a signal's way, except for an
 * episode not seen for `episodeTtlMs` and a user's first signal since start.
 *
 * - **Read your writes.** Every call that reads or changes a user's history or listening time first waits until
 *   that user's queued signals are written (`settle`); calls of other users do not wait.
 * - **Across instances.** The batch moves each user's `signal_seq` on only from the value this process last knew
 *   (compare and swap, as before): when another instance wrote a signal of the user, or deleted history, in
 *   between, nothing of that user is written; their state here is dropped and their queued signals are written one
 *   by one against the database's state (crediting what the database allows, which may be less than was answered).
 *   So credited intervals still never overlap.
 * - **Durability.** A crash (kill -9, power loss) loses the signals answered since the last write began: at most
 *   `flushMs` (250 ms) plus that write's own time (a few ms; more while the database is slow or down, when the
 *   queue grows up to MAX_QUEUED before signals wait) — their positions and the listening time they credited. A
 *   clean shutdown (SIGTERM, SIGINT) writes them.
 */

/** How often the queued signals are written. */
export const SIGNAL_FLUSH_MS = 250;
/** A queue this long is written at once, without waiting for the interval. */
const FLUSH_AT = 2000;
/** Beyond this many queued signals (the database is not keeping up, or down), a signal waits for a write. */
const MAX_QUEUED = 20_000;
/** Users whose state is kept when nothing of theirs waits to be written (the least recently used go first). */
const MAX_USERS = 20_000;
/** History row ids taken from the sequence at a time (a first signal of an episode answers with the row's id). */
const ID_BATCH = 256;
/** A failed batch is retried at the next flushes this many times, then written signal by signal. */
const BATCH_ATTEMPTS = 3;
/** Reads and writes of one signal before giving up (each retry means another signal of the user got in first). */
const MAX_DIRECT_ATTEMPTS = 20;

export interface SignalAnswer {
  id: number;
  podcast_id: number;
  stop_time: number;
  progress: number;
  credited_seconds: number;
}

interface Row {
  historyId: number;
  /** The anchor: position and time (ms) of the last signal, if any. */
  position: number | null;
  at: number | null;
}

interface UserState {
  userId: number;
  /** `users.signal_seq` once every queued signal of the user is written. */
  seq: number;
  /** End (ms) of the user's last credited interval. */
  cursor: number | null;
  rows: Map<number, Row>;
}

interface Queued {
  state: UserState;
  /** The user's `signal_seq` before this signal. */
  seq: number;
  episodeId: number;
  historyId: number;
  position: number;
  stopTime: number;
  now: Date;
  credit: { seconds: number; end: Date } | null;
}

export interface SignalWritesOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  flushMs?: number;
  /** How long an episode found playable is trusted (0: read it on every signal). */
  episodeTtlMs: number;
  /** The timer seam (tests): calls `tick` every `ms`; returns a function that stops it. */
  every?: (ms: number, tick: () => void) => () => void;
}

const defaultEvery = (ms: number, tick: () => void) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

const busy = () =>
  new HttpError(503, 'სერვერი ახლა დატვირთულია, სცადეთ რამდენიმე წამში', undefined, { 'retry-after': '1' });
const episodeMissing = () => notFound('პოდკასტი ვერ მოიძებნა');

export class SignalWrites {
  readonly #db: Db;
  readonly #log: SignalWritesOptions['log'];
  readonly #episodeTtlMs: number;
  readonly #stop: () => void;
  /** Users' states, least recently used first. */
  readonly #states = new Map<number, UserState>();
  readonly #loading = new Map<number, Promise<UserState>>();
  /** Episodes read in one turn share one statement (their lengths when playable). */
  readonly #episodeReads = new Batcher((episodeIds: number[]) => playableLengths(this.#db, episodeIds));
  /** First signals of several users in one turn (a restart's first burst) read their states in one statement. */
  readonly #stateReads = new Batcher((userIds: number[]) => loadStates(this.#db, userIds));
  readonly #episodes = new Map<number, { length: number; until: number; refreshAt: number }>();
  readonly #episodeLoads = new Map<number, Promise<number | undefined>>();
  #ids: number[] = [];
  #idLoad: Promise<void> | undefined;
  #queue: Queued[] = [];
  /** Queued or being written, per user. */
  readonly #unwritten = new Map<number, number>();
  #flushing: Promise<void> | undefined;
  #failures = 0;
  #closed = false;

  constructor(options: SignalWritesOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#episodeTtlMs = options.episodeTtlMs;
    this.#stop = (options.every ?? defaultEvery)(options.flushMs ?? SIGNAL_FLUSH_MS, () => {
      if (this.#queue.length > 0) this.flush().catch((error) => this.#log.error({ err: error }, 'signal write failed'));
    });
  }

  /** Takes the first history ids from the sequence (start-up, so that the first signals do not wait for them). */
  async prepare(): Promise<void> {
    if (this.#ids.length === 0) await this.#moreIds();
  }

  /** Statements that read users' signal states (first signals of one turn share one). */
  get stateStatements(): number {
    return this.#stateReads.statements;
  }

  /** Signals waiting to be written. */
  get queued(): number {
    return this.#queue.length;
  }

  /** One signal: the user's position in an episode at `now`. Answers as the database would have. */
  async record(userId: number, episodeId: number, stopTime: number, now: Date): Promise<SignalAnswer> {
    if (this.#closed) return recordDirect(this.#db, userId, episodeId, stopTime, now);
    if (this.#queue.length >= MAX_QUEUED) {
      await this.flush().catch(() => {
        throw busy();
      });
    }
    for (;;) {
      // The episode and (a user's first signal) the user's state are read at once.
      const [length, state] = await Promise.all([
        this.#episode(episodeId),
        this.#states.get(userId) ?? this.#load(userId),
      ]);
      // Dropped (history deleted, or a stale copy) while we waited: read it again.
      if (this.#states.get(userId) !== state) continue;
      const known = state.rows.get(episodeId);
      if (!known && this.#ids.length === 0) {
        await this.#moreIds();
        continue;
      }
      // From here on nothing waits: the user's signals are applied one at a time, in the order they get here.
      this.#states.delete(userId);
      this.#states.set(userId, state);
      const position = clampPosition(stopTime, length);
      const credit = creditFor({
        position,
        anchor:
          known?.at != null && known.position != null ? { position: known.position, at: new Date(known.at) } : null,
        cursor: state.cursor != null ? new Date(state.cursor) : null,
        now,
        cap: length > 0 ? length : MAX_CREDIT_SECONDS,
      });
      const row: Row = known ?? { historyId: this.#ids.pop() as number, position: null, at: null };
      if (this.#ids.length < ID_BATCH / 4) this.#moreIds().catch(() => undefined); // before they run out
      row.position = position;
      row.at = now.getTime();
      state.rows.set(episodeId, row);
      if (credit) state.cursor = credit.end.getTime();
      this.#queue.push({
        state,
        seq: state.seq,
        episodeId,
        historyId: row.historyId,
        position,
        stopTime: position,
        now,
        credit: credit && { seconds: credit.seconds, end: credit.end },
      });
      state.seq += 1;
      this.#unwritten.set(userId, (this.#unwritten.get(userId) ?? 0) + 1);
      if (this.#queue.length >= FLUSH_AT) this.flush().catch(() => undefined);
      return {
        id: row.historyId,
        podcast_id: episodeId,
        stop_time: position,
        progress: progressOf(position, length),
        credited_seconds: credit?.seconds ?? 0,
      };
    }
  }

  /** Resolves once every signal of this user answered so far is written (at once when none waits). */
  async settle(userId: number): Promise<void> {
    while ((this.#unwritten.get(userId) ?? 0) > 0) await this.flush();
  }

  /**
   * Forget what is known of a user (after their history changed other than by a signal): their next signal reads
   * it again. Queued signals stay queued; they are written against the database's state when theirs no longer
   * matches (the change moved the user's `signal_seq`).
   */
  forget(userId: number): void {
    this.#states.delete(userId);
  }

  /** Writes every queued signal (one batch at a time; a call during a write waits for it and writes what is left). */
  flush(): Promise<void> {
    if (this.#flushing) {
      return this.#flushing.then(() => (this.#queue.length > 0 ? this.flush() : undefined));
    }
    if (this.#queue.length === 0) return Promise.resolve();
    const batch = this.#queue;
    this.#queue = [];
    const run = this.#write(batch).finally(() => {
      this.#flushing = undefined;
    });
    this.#flushing = run;
    return run;
  }

  /** Stops the timer and writes what is queued (shutdown). Later signals are written directly. */
  async close(): Promise<void> {
    this.#stop();
    // A failed batch is retried, then written signal by signal; signals that arrive meanwhile are written too.
    for (let attempt = 1; this.#queue.length > 0 || this.#flushing; attempt++) {
      try {
        await this.flush();
      } catch (error) {
        if (attempt >= BATCH_ATTEMPTS) throw error;
      }
    }
    this.#closed = true;
  }

  async #write(batch: Queued[]): Promise<void> {
    try {
      await this.#writeBatch(batch);
      this.#failures = 0;
    } catch (error) {
      this.#failures += 1;
      if (this.#failures < BATCH_ATTEMPTS) {
        // Back to the front of the queue, for the next flush.
        this.#queue = [...batch, ...this.#queue];
        throw error;
      }
      this.#failures = 0;
      this.#log.error({ err: error }, `a batch of ${batch.length} signals failed ${BATCH_ATTEMPTS} times`);
      await this.#writeOneByOne(batch);
    }
    for (const entry of batch) this.#written(entry.state.userId);
  }

  #written(userId: number) {
    const left = (this.#unwritten.get(userId) ?? 1) - 1;
    if (left > 0) this.#unwritten.set(userId, left);
    else this.#unwritten.delete(userId);
    // Keep the states of at most MAX_USERS users with nothing left to write.
    if (this.#states.size > MAX_USERS) {
      for (const [id] of this.#states) {
        if (this.#states.size <= MAX_USERS) break;
        if (!this.#unwritten.has(id)) this.#states.delete(id);
      }
    }
  }

  async #writeBatch(batch: Queued[]): Promise<void> {
    const users = new Map<number, { user_id: number; expected: number; n: number }>();
    for (const entry of batch) {
      const user = users.get(entry.state.userId);
      if (user) user.n += 1;
      else users.set(entry.state.userId, { user_id: entry.state.userId, expected: entry.seq, n: 1 });
    }
    const rows: SignalRow[] = batch.map((entry, ord) => ({
      ord,
      user_id: entry.state.userId,
      episode_id: entry.episodeId,
      history_id: entry.historyId,
      pos: entry.position,
      at: entry.now.toISOString(),
      seconds: entry.credit?.seconds ?? 0,
      credit_end: entry.credit?.end.toISOString() ?? null,
    }));
    const claimed = await writeSignals(this.#db, rows, [...users.values()]);
    if (claimed.length === users.size) return;
    // Users whose count had moved (another instance, a history deletion): their state here is stale. Their signals
    // are written one by one against the database's state.
    const won = new Set(claimed.map((row) => row.id));
    const stale = batch.filter((entry) => !won.has(entry.state.userId));
    for (const entry of stale) {
      if (this.#states.get(entry.state.userId) === entry.state) this.#states.delete(entry.state.userId);
    }
    await this.#writeOneByOne(stale);
  }

  async #writeOneByOne(batch: Queued[]): Promise<void> {
    for (const entry of batch) {
      try {
        await recordDirect(this.#db, entry.state.userId, entry.episodeId, entry.stopTime, entry.now);
      } catch (error) {
        // An episode deleted or unpublished meanwhile (404), a deleted user: nothing to keep.
        if (!(error instanceof HttpError)) this.#log.warn({ err: error }, 'a queued signal could not be written');
      }
      if (this.#states.get(entry.state.userId) === entry.state) this.#states.delete(entry.state.userId);
    }
  }

  /**
   * The episode's length when it is playable (published and ready), else a 404. A playable episode is trusted for
   * `episodeTtlMs`; one in use is read again in the background past half that time, so signals do not wait for it.
   */
  async #episode(episodeId: number): Promise<number> {
    const known = this.#episodes.get(episodeId);
    const now = Date.now();
    if (known && known.until > now) {
      if (known.refreshAt <= now && !this.#episodeLoads.has(episodeId))
        this.#readEpisode(episodeId).catch(() => undefined);
      return known.length;
    }
    const length = await this.#readEpisode(episodeId);
    if (length === undefined) throw episodeMissing();
    return length;
  }

  #readEpisode(episodeId: number): Promise<number | undefined> {
    let load = this.#episodeLoads.get(episodeId);
    if (!load) {
      load = this.#episodeReads
        .get(episodeId)
        .then((length) => {
          const read = Date.now();
          if (length !== undefined && this.#episodeTtlMs > 0)
            this.#episodes.set(episodeId, {
              length,
              until: read + this.#episodeTtlMs,
              refreshAt: read + this.#episodeTtlMs / 2,
            });
          else this.#episodes.delete(episodeId);
          return length;
        })
        .finally(() => this.#episodeLoads.delete(episodeId));
      this.#episodeLoads.set(episodeId, load);
    }
    return load;
  }

  /** A user's state from the database (concurrent first signals share one read). */
  #load(userId: number): Promise<UserState> {
    let load = this.#loading.get(userId);
    if (!load) {
      load = this.#stateReads
        .get(userId)
        .then((state) => {
          if (!state) throw unauthorized('ტოკენი არასწორია ან ვადაგասულია');
          // A signal of this process queued meanwhile is not in what was read: the state is not trusted then.
          if (!this.#unwritten.has(userId)) this.#states.set(userId, state);
          return state;
        })
        .finally(() => this.#loading.delete(userId));
      this.#loading.set(userId, load);
    }
    return load.then((state) => {
      if (this.#states.get(userId) !== state && this.#unwritten.has(userId))
        return this.flush().then(() => this.#load(userId));
      return state;
    });
  }

  #moreIds(): Promise<void> {
    this.#idLoad ??= sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('history', 'id'))::int as id from generate_series(1, ${ID_BATCH}::int)`
      .execute(this.#db)
      .then(({ rows }) => {
        this.#ids.push(...rows.map((row) => row.id).reverse());
      })
      .finally(() => {
        this.#idLoad = undefined;
      });
    return this.#idLoad;
  }
}

interface SignalRow {
  ord: number;
  user_id: number;
  episode_id: number;
  history_id: number;
  pos: number;
  at: string;
  seconds: number;
  credit_end: string | null;
}

/**
 * One statement: each user's count moves on only from the value the caller knew (`expected`, by `n` signals); for
 * those users, the history rows (the last signal of each episode wins) and the credited intervals are written.
 * Signals of episodes deleted meanwhile are skipped. Returns the users whose signals were written.
 */
async function writeSignals(
  db: Db,
  rows: readonly SignalRow[],
  users: readonly { user_id: number; expected: number; n: number }[],
): Promise<{ id: number }[]> {
  const { rows: claimed } = await sql<{ id: number }>`
      with v as (
        select * from json_to_recordset(${JSON.stringify(rows)}::json) as v(
          ord int, user_id int, episode_id int, history_id int, pos int, at timestamptz, seconds int,
          credit_end timestamptz)
      ),
      c as (select * from json_to_recordset(${JSON.stringify(users)}::json) as c(user_id int, expected int, n int)),
      claimed as (
        update users u set signal_seq = u.signal_seq + c.n from c
        where u.id = c.user_id and u.signal_seq = c.expected
        returning u.id
      ),
      live as (
        select v.* from v join claimed on claimed.id = v.user_id
        where exists (select 1 from episodes e where e.id = v.episode_id)
      ),
      h as (
        insert into history (id, user_id, episode_id, stop_time, updated_at, signal_position, signal_at)
        select distinct on (user_id, episode_id) history_id, user_id, episode_id, pos, at, pos, at
        from live order by user_id, episode_id, ord desc
        on conflict (user_id, episode_id) do update set stop_time = excluded.stop_time,
          updated_at = excluded.updated_at, signal_position = excluded.signal_position, signal_at = excluded.signal_at
      ),
      le as (
        insert into listening_events (user_id, episode_id, seconds, created_at)
        select user_id, episode_id, seconds, credit_end from live where seconds > 0 order by ord
      )
      select id from claimed
    `.execute(db);
  return claimed;
}

/**
 * Runs the statements of a signal's way once on this connection (start-up warm-up: a new connection's first use
 * of each table and plan is slow), with ids that match nothing: nothing is written.
 */
export async function warmSignalStatements(db: Db): Promise<void> {
  await writeSignals(db, [], []);
  await loadStates(db, [0]);
  await playableLengths(db, [0]);
}

/** The lengths of those episodes that are playable (published and ready), by id. */
async function playableLengths(db: Db, episodeIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('episodes')
    .select(['id', 'video_length_seconds'])
    .where('id', 'in', episodeIds)
    .where(sql<boolean>`status = 'ready' and is_published`)
    .execute();
  return new Map(rows.map((row) => [row.id, row.video_length_seconds]));
}

/** Users' signal states as the database has them (count, end of the last credited interval, history anchors), in
 * one statement; a user not found is left out. */
async function loadStates(db: Db, userIds: readonly number[]): Promise<Map<number, UserState>> {
  const { rows } = await sql<{
    id: number;
    seq: number;
    last_end: Date | string | null;
    rows: [number, number, number | null, string | null][] | string;
  }>`
    select u.id, u.signal_seq as seq,
      (select max(created_at) from listening_events where user_id = u.id) as last_end,
      coalesce(
        (select json_agg(json_build_array(h.episode_id, h.id, h.signal_position, h.signal_at))
          from history h where h.user_id = u.id),
        '[]'::json
      ) as rows
    from users u where u.id in (${sql.join(userIds)})
  `.execute(db);
  const states = new Map<number, UserState>();
  for (const found of rows) {
    const list = typeof found.rows === 'string' ? (JSON.parse(found.rows) as typeof found.rows) : found.rows;
    states.set(Number(found.id), {
      userId: Number(found.id),
      seq: Number(found.seq),
      cursor: found.last_end != null ? new Date(found.last_end).getTime() : null,
      rows: new Map(
        (list as [number, number, number | null, string | null][]).map(([episodeId, historyId, position, at]) => [
          episodeId,
          { historyId, position, at: at != null ? new Date(at).getTime() : null },
        ]),
      ),
    });
  }
  return states;
}

/**
 * One signal written straight to the database (2 round trips; ADR 007): one statement reads the episode, the anchor,
 * the end of the last credited interval and the user's signal count; a compare-and-swap write moves the count on only
 * from the value read and then writes the history row and the credited interval. Used for a queued signal whose
 * user's state had moved on elsewhere, and after shutdown.
 */
export async function recordDirect(
  db: Db,
  userId: number,
  podcastId: number,
  stopTime: number,
  now: Date,
): Promise<SignalAnswer> {
  for (let attempt = 1; ; attempt++) {
    const episode = await db
      .selectFrom('episodes as e')
      .leftJoin('history as h', (join) => join.onRef('h.episode_id', '=', 'e.id').on('h.user_id', '=', userId))
      .select(['e.id', 'e.video_length_seconds', 'h.signal_position', 'h.signal_at'])
      .select((eb) => [
        eb
          .selectFrom('listening_events')
          .select((inner) => inner.fn.max('created_at').as('end'))
          .where('user_id', '=', userId)
          .as('last_end'),
        eb.selectFrom('users').select('signal_seq').where('id', '=', userId).as('seq'),
      ])
      .where('e.id', '=', podcastId)
      .where(sql<boolean>`e.status = 'ready' and e.is_published`)
      .executeTakeFirst();
    if (!episode) throw episodeMissing();
    if (episode.seq == null) throw unauthorized('ტოკენი არასწორია ან ვადაგასულია');
    const length = episode.video_length_seconds;
    const position = clampPosition(stopTime, length);
    const credit = creditFor({
      position,
      anchor:
        episode.signal_at != null && episode.signal_position != null
          ? { position: episode.signal_position, at: new Date(episode.signal_at) }
          : null,
      cursor: episode.last_end ? new Date(episode.last_end) : null,
      now,
      cap: length > 0 ? length : MAX_CREDIT_SECONDS,
    });
    // The count moves on only from the value read (the row is locked until the statement ends, and a signal that
    // waited for it sees the new value and matches nothing); the history row and the credited interval are written
    // only when it did, all in one statement.
    const claimed = db.with('claimed', (q) =>
      q
        .updateTable('users')
        .set((eb) => ({ signal_seq: eb('signal_seq', '+', 1) }))
        .where('id', '=', userId)
        .where('signal_seq', '=', Number(episode.seq))
        .returning('id'),
    );
    const history = claimed.with('h', (q) =>
      q
        .insertInto('history')
        .columns(['user_id', 'episode_id', 'stop_time', 'updated_at', 'signal_position', 'signal_at'])
        .expression((eb) =>
          eb
            .selectFrom('claimed')
            .select([
              'claimed.id',
              sql<number>`${podcastId}::int`.as('episode_id'),
              sql<number>`${position}::int`.as('stop_time'),
              sql<Date>`${now}::timestamptz`.as('updated_at'),
              sql<number>`${position}::int`.as('signal_position'),
              sql<Date>`${now}::timestamptz`.as('signal_at'),
            ]),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'episode_id']).doUpdateSet((eb) => ({
            stop_time: eb.ref('excluded.stop_time'),
            updated_at: eb.ref('excluded.updated_at'),
            signal_position: eb.ref('excluded.signal_position'),
            signal_at: eb.ref('excluded.signal_at'),
          })),
        )
        .returning('id'),
    );
    const written = credit
      ? await history
          .with('credited', (q) =>
            q
              .insertInto('listening_events')
              .columns(['user_id', 'episode_id', 'seconds', 'created_at'])
              .expression((eb) =>
                eb
                  .selectFrom('claimed')
                  .select([
                    'claimed.id',
                    sql<number>`${podcastId}::int`.as('episode_id'),
                    sql<number>`${credit.seconds}::int`.as('seconds'),
                    sql<Date>`${credit.end}::timestamptz`.as('created_at'),
                  ]),
              ),
          )
          .selectFrom('h')
          .select('h.id')
          .executeTakeFirst()
      : await history.selectFrom('h').select('h.id').executeTakeFirst();
    if (!written) {
      if (attempt < MAX_DIRECT_ATTEMPTS) continue;
      throw busy();
    }
    return {
      id: written.id,
      podcast_id: podcastId,
      stop_time: position,
      progress: progressOf(position, length),
      credited_seconds: credit?.seconds ?? 0,
    };
  }
}
