import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { accountMigrations } from './migrations/account';
import { catalogueMigrations } from './migrations/catalogue';
import { listenerMigrations } from './migrations/listener';
import { publishingMigrations } from './migrations/publishing';

const upper = String.fromCodePoint(
  ...Array.from({ length: 0x1cba - 0x1c90 + 1 }, (_, i) => 0x1c90 + i),
  0x1cbd,
  0x1cbe,
  0x1cbf,
);
const lower = String.fromCodePoint(
  ...Array.from({ length: 0x10fa - 0x10d0 + 1 }, (_, i) => 0x10d0 + i),
  0x10fd,
  0x10fe,
  0x10ff,
);

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the raw database
type AnyDb = Kysely<any>;

const initial: Migration = {
  async up(db: AnyDb) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // Folding used by search: ASCII lower case (the "C" collation behaves the same on every server)
    // and capital Georgian (Mtavruli, U+1C90…) to ordinary Mkhedruli letters.
    await sql
      .raw(`create or replace function georgian_fold(t text) returns text
        language sql immutable parallel safe strict
        as $$ select translate(lower(t collate "C"), '${upper}', '${lower}') $$`)
      .execute(db);
    await sql
      .raw(`create or replace function strip_html(t text) returns text
        language sql immutable parallel safe strict
        as $$ select regexp_replace(regexp_replace(t, '<[^>]*>', ' ', 'g'), '&[a-z#0-9]+;', ' ', 'gi') $$`)
      .execute(db);

    await sql`
      create table users (
        id serial primary key,
        email text not null,
        password_hash text,
        first_name text not null default '',
        last_name text not null default '',
        image text,
        is_active boolean not null default false,
        is_staff boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create unique index users_email_key on users (lower(email));

      create table sessions (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        replaced_by integer references sessions(id) on delete set null
      );
      create index sessions_user_idx on sessions (user_id);

      create table user_tokens (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        kind text not null check (kind in ('activation', 'password_reset')),
        token_hash text not null unique,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      );

      create table oauth_accounts (
        provider text not null,
        subject text not null,
        user_id integer not null references users(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (provider, subject)
      );

      create table channels (
        user_id integer primary key references users(id) on delete cascade,
        name text not null,
        alias text not null,
        description text not null default '',
        image text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table categories (
        id serial primary key,
        alias text not null unique,
        title text not null,
        image text,
        color text not null default '#888888',
        position integer not null default 0
      );

      create table episodes (
        id serial primary key,
        created_by_id integer not null references channels(user_id) on delete cascade,
        category_id integer references categories(id) on delete set null,
        title text not null,
        alias text not null,
        content text not null default '',
        published_at timestamptz not null default now(),
        status text not null default 'draft' check (status in ('draft', 'uploading', 'ready', 'failed')),
        is_published boolean not null default true,
        media_path text,
        media_type text check (media_type in ('audio', 'video')),
        extention_type text,
        file_size bigint,
        video_length_seconds integer not null default 0,
        image text,
        image_point text,
        hits integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_title text generated always as (georgian_fold(title)) stored,
        search_body text generated always as (georgian_fold(title || ' ' || strip_html(content))) stored,
        search_vector tsvector generated always as (
          setweight(to_tsvector('simple', georgian_fold(title)), 'A') ||
          setweight(to_tsvector('simple', georgian_fold(strip_html(content))), 'B')
        ) stored
      );
      create index episodes_listing_idx on episodes (published_at desc, id desc) where status = 'ready' and is_published;
      create index episodes_hits_idx on episodes (hits desc, id desc) where status = 'ready' and is_published;
      create index episodes_category_idx on episodes (category_id, published_at desc);
      create index episodes_creator_idx on episodes (created_by_id, published_at desc);
      create index episodes_length_idx on episodes (video_length_seconds);
      create index episodes_search_vector_idx on episodes using gin (search_vector);
      create index episodes_search_body_trgm_idx on episodes using gin (search_body gin_trgm_ops);

      create table episode_uploads (
        episode_id integer primary key references episodes(id) on delete cascade,
        chunk_count integer not null check (chunk_count > 0),
        file_size bigint not null check (file_size > 0),
        original_name text not null default '',
        received integer[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table nav_items (
        id serial primary key,
        name text not null,
        url text not null,
        type text not null default 'category',
        title text not null,
        show_name boolean not null default true,
        image text,
        image_2 text,
        position integer not null default 0
      );

      create table menus (
        id serial primary key,
        title text not null,
        address text not null,
        alias text not null,
        position integer not null default 0
      );

      create table blocks (
        id serial primary key,
        name text not null,
        show_name text not null,
        variety text not null,
        "group" text not null check ("group" in ('A', 'B', 'C')),
        image text,
        category_id integer references categories(id) on delete set null,
        pages integer not null default 1,
        size integer not null default 8,
        position integer not null default 0
      );
      create table block_episodes (
        block_id integer not null references blocks(id) on delete cascade,
        episode_id integer not null references episodes(id) on delete cascade,
        position integer not null default 0,
        primary key (block_id, episode_id)
      );
      create table block_authors (
        block_id integer not null references blocks(id) on delete cascade,
        channel_id integer not null references channels(user_id) on delete cascade,
        position integer not null default 0,
        primary key (block_id, channel_id)
      );

      create table author_blocks (
        id serial primary key,
        title text not null,
        "group" text not null check ("group" in ('A', 'B', 'C')),
        position integer not null default 0
      );
      create table author_block_channels (
        author_block_id integer not null references author_blocks(id) on delete cascade,
        channel_id integer not null references channels(user_id) on delete cascade,
        position integer not null default 0,
        primary key (author_block_id, channel_id)
      );

      create table static_pages (
        id serial primary key,
        kind text not null unique check (kind in ('policy', 'terms', 'podcaster_offer')),
        title text not null,
        description text not null,
        position integer not null
      );

      create table site_settings (
        key text primary key,
        value jsonb not null
      );

      create table bookmarks (
        user_id integer not null references users(id) on delete cascade,
        episode_id integer not null references episodes(id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, episode_id)
      );

      create table subscriptions (
        user_id integer not null references users(id) on delete cascade,
        channel_id integer not null references channels(user_id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, channel_id)
      );
      create index subscriptions_channel_idx on subscriptions (channel_id);

      create table ratings (
        user_id integer not null references users(id) on delete cascade,
        channel_id integer not null references channels(user_id) on delete cascade,
        rating smallint not null check (rating between 1 and 5),
        updated_at timestamptz not null default now(),
        primary key (user_id, channel_id)
      );
      create index ratings_channel_idx on ratings (channel_id);

      create table history (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        episode_id integer not null references episodes(id) on delete cascade,
        stop_time integer not null default 0 check (stop_time >= 0),
        updated_at timestamptz not null default now(),
        unique (user_id, episode_id)
      );
      create index history_recent_idx on history (user_id, updated_at desc);

      create table listening_events (
        id bigserial primary key,
        user_id integer not null references users(id) on delete cascade,
        episode_id integer not null references episodes(id) on delete cascade,
        seconds integer not null check (seconds >= 0),
        created_at timestamptz not null default now()
      );
      create index listening_events_user_idx on listening_events (user_id, created_at);

      create table notifications (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        episode_id integer references episodes(id) on delete cascade,
        message text not null,
        created_at timestamptz not null default now(),
        read_at timestamptz
      );
      create index notifications_user_idx on notifications (user_id, created_at desc);
    `.execute(db);
  },
};

/**
 * Channel pages and author rows show each channel's episode count; counting a channel's episodes on
 * every request costs milliseconds per thousand episodes (160 ms for 100 000 on PGlite), so the count
 * is kept on the channel by a trigger on every change that can move an episode in or out of it.
 */
const channelCounts: Migration = {
  async up(db: AnyDb) {
    await sql`
      alter table channels add column episode_count integer not null default 0;
      update channels ch set episode_count = (
        select count(*) from episodes e where e.created_by_id = ch.user_id and e.status = 'ready' and e.is_published
      );
      create function episodes_count_channel() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'ready' and old.is_published then
          update channels set episode_count = episode_count - 1 where user_id = old.created_by_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status = 'ready' and new.is_published then
          update channels set episode_count = episode_count + 1 where user_id = new.created_by_id;
        end if;
        return null;
      end $$;
      create trigger episodes_count_channel
        after insert or delete or update of status, is_published, created_by_id on episodes
        for each row execute function episodes_count_channel();
    `.execute(db);
  },
};

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0004_content_channel_counts': channelCounts,
  ...publishingMigrations,
  ...listenerMigrations,
  ...catalogueMigrations,
  ...accountMigrations,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: AnyDb): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    // Areas add their migrations independently; names are unique, so order across areas is free.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
