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

/** Migrations of the listener area (issue 5). Names start with `0003_listener_`. */
export const listenerMigrations: Record<string, Migration> = {
  '0003_listener_signal_anchor': signalAnchor,
};
