import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the raw database
type AnyDb = Kysely<any>;

/**
 * Where and when the last listening signal left an episode: the anchor that the next signal's
 * progress and elapsed time are measured from. Kept apart from stop_time, which the player may
 * also set directly (history/{id}/stop-time/) without crediting or moving the anchor.
 */
const signalAnchor: Migration = {
  async up(db: AnyDb) {
    await sql`
      alter table history
        add column signal_position integer check (signal_position >= 0),
        add column signal_at timestamptz
    `.execute(db);
  },
};

/**
 * A count of each user's recorded signals. A signal reads its state (anchor, end of the last credited interval,
 * this count) in one statement and writes in one statement that first moves the count on from the value it read
 * (compare and swap); when another signal of the user got in between, the write changes nothing and the signal
 * reads again. So a user's signals never credit overlapping time, across server instances too, without a
 * transaction holding a connection (and PGlite's only one) for four round trips (issue 14).
 */
const signalCount: Migration = {
  async up(db: AnyDb) {
    await sql`alter table users add column signal_seq integer not null default 0`.execute(db);
  },
};

/** Migrations of the listener area (issues 5, 14). */
export const listenerMigrations: Record<string, Migration> = {
  '0003_listener_signal_anchor': signalAnchor,
  '0011_listener_signal_count': signalCount,
};
