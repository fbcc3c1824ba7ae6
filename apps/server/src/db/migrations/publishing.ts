import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the raw database
type AnyDb = Kysely<any>;

/**
 * Plays, uploads and feeds.
 * - `episode_plays`: one row per (episode, listener, UTC day). `hits` grows only when a row is new,
 *   so a listener counts once a day however many Range requests the player makes. Rows older
 *   than a few days are pruned by the upload cleanup; they only serve de-duplication.
 * - `episode_uploads.assembling_at`: claimed by get_podcast_ready so two calls never assemble at once.
 * - `channels.feed_guid`: podcast:guid, fixed at first use so it survives a change of PUBLIC_URL.
 */
const plays: Migration = {
  async up(db: AnyDb) {
    await sql`
      create table episode_plays (
        episode_id integer not null references episodes(id) on delete cascade,
        listener text not null,
        day date not null,
        primary key (episode_id, listener, day)
      );
      create index episode_plays_day_idx on episode_plays (day);
      create index episodes_media_path_idx on episodes (media_path);
      alter table episode_uploads add column assembling_at timestamptz;
      create index episode_uploads_updated_idx on episode_uploads (updated_at);
      alter table channels add column feed_guid text;
    `.execute(db);
  },
};

/**
 * `episode_uploads.assembling_by`: the process (`host:pid:instance`) holding the assembly claim. A
 * restarted server releases the claims of processes that no longer exist instead of waiting out
 * the 15-minute timeout (issue 14).
 */
const assemblyHolder: Migration = {
  async up(db: AnyDb) {
    await sql`alter table episode_uploads add column assembling_by text`.execute(db);
  },
};

/**
 * A channel's own episodes in any state (its owner's list, the count beside it, the unfinished ones counted before
 * a new draft): by channel and date with the id, carrying the status. The count of a channel's ready episodes
 * and of its unfinished ones is then read from the index alone, and a page's ids too. Before, the count read every
 * episode's row: the largest channel's 9 805 at 1 000 000, 33 ms, while its page took 0.2 (ADR 006, "a channel's
 * own episodes").
 */
const ownEpisodes: Migration = {
  async up(db: AnyDb) {
    await sql`
      create index episodes_own_idx on episodes (created_by_id, published_at desc, id desc) include (status);
      drop index episodes_creator_idx;
    `.execute(db);
  },
};

/** Migrations of the publishing and media area (issues 4, 14, 15). Names are `00NN_publishing_…`. */
export const publishingMigrations: Record<string, Migration> = {
  '0002_publishing_plays_uploads_feeds': plays,
  '0002_publishing_assembly_holder': assemblyHolder,
  '0023_publishing_own_episodes': ownEpisodes,
};
