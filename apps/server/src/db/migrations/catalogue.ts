import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the raw database
type AnyDb = Kysely<any>;

/**
 * Catalogue scale (issue 15, ADR 006). Every public list filters to published, ready episodes and orders by
 * date or by hits, id as the tie-break: with an index per filter that leads with the filtered column and ends
 * with the order, a page is read in index order and the scan stops after it. Title-first search needs the
 * title's own trigram index, so a short list of title matches is found without walking the catalogue.
 */
const catalogueIndexes: Migration = {
  async up(db: AnyDb) {
    await sql`
      create index episodes_category_listing_idx on episodes (category_id, published_at desc, id desc)
        where status = 'ready' and is_published;
      create index episodes_category_hits_idx on episodes (category_id, hits desc, id desc)
        where status = 'ready' and is_published;
      create index episodes_creator_listing_idx on episodes (created_by_id, published_at desc, id desc)
        where status = 'ready' and is_published;
      create index episodes_creator_hits_idx on episodes (created_by_id, hits desc, id desc)
        where status = 'ready' and is_published;
      create index episodes_search_title_trgm_idx on episodes using gin (search_title gin_trgm_ops);
      create index channels_episode_count_idx on channels (episode_count desc, user_id);
    `.execute(db);
  },
};

/**
 * The words of the title alone, for title-first search: `search_vector` mixes title (weight A) and description
 * (weight B) words in one index, so "which titles have a word starting with X" read every description match.
 */
const titleWords: Migration = {
  async up(db: AnyDb) {
    await sql`create index episodes_title_vector_idx on episodes using gin (to_tsvector('simple', search_title))`.execute(
      db,
    );
  },
};

/**
 * Filters that go together: a channel keeps to a few categories, a category to a typical length. The planner
 * otherwise multiplies their selectivities, expects many matches, and walks the date index to the end when a
 * combination matches nothing (110 ms at 100 000 episodes on PostgreSQL, ADR 006).
 */
const filterStatistics: Migration = {
  async up(db: AnyDb) {
    await sql`
      create statistics episodes_category_length_stats (mcv) on category_id, video_length_seconds from episodes;
      create statistics episodes_channel_category_stats (dependencies, mcv) on created_by_id, category_id from episodes;
      analyze episodes;
    `.execute(db);
  },
};

/**
 * A page deep in a filtered list walks an ordering index and tests each entry against the filters. With the
 * filtered columns in the index (INCLUDE) the test needs no heap visit: `video_length_seconds=3&hits=asc&
 * page_skip=1521` read 16 900 heap rows (73 ms cold) and now none (1 ms) once the table is vacuumed.
 */
const coveringIndexes: Migration = {
  async up(db: AnyDb) {
    await sql`
      drop index episodes_listing_idx;
      drop index episodes_hits_idx;
      drop index episodes_category_listing_idx;
      drop index episodes_category_hits_idx;
      drop index episodes_creator_listing_idx;
      drop index episodes_creator_hits_idx;
      create index episodes_listing_idx on episodes (published_at desc, id desc)
        include (category_id, created_by_id, video_length_seconds) where status = 'ready' and is_published;
      create index episodes_hits_idx on episodes (hits desc, id desc)
        include (category_id, created_by_id, video_length_seconds) where status = 'ready' and is_published;
      create index episodes_category_listing_idx on episodes (category_id, published_at desc, id desc)
        include (created_by_id, video_length_seconds) where status = 'ready' and is_published;
      create index episodes_category_hits_idx on episodes (category_id, hits desc, id desc)
        include (created_by_id, video_length_seconds) where status = 'ready' and is_published;
      create index episodes_creator_listing_idx on episodes (created_by_id, published_at desc, id desc)
        include (category_id, video_length_seconds) where status = 'ready' and is_published;
      create index episodes_creator_hits_idx on episodes (created_by_id, hits desc, id desc)
        include (category_id, video_length_seconds) where status = 'ready' and is_published;
    `.execute(db);
  },
};

/**
 * Category and length together, so that a combination the statistics call empty (or nearly) is proven so by one
 * index range: at 1 000 000 episodes the bitmap of the category and length indexes went lossy and rechecked
 * 181 000 rows (600 ms) for `category_id__in=2,8&video_length_seconds=3`; now 0.02 ms.
 */
const categoryLength: Migration = {
  async up(db: AnyDb) {
    await sql`create index episodes_category_length_idx on episodes (category_id, video_length_seconds)
      where status = 'ready' and is_published`.execute(db);
  },
};

/** `episode_search_words`' answer from its lexemes (`lex`, `tlex`) and loose runs (`runs`); 0012 and 0019 share it. */
const EPISODE_WORDS = `select w, sum(d)::int, sum(t)::int, sum(l)::int, max(m)::int from (
          select '' as w, 1 as d, 0 as t, 0 as l, 0 as m
          union all select lexeme, 1, 0, 0, (strpos(search_body, lexeme) = 0)::int from lex
          union all select lexeme, 0, 1, 0, (strpos(search_title, lexeme) = 0)::int from tlex
          union all select r, 0, 0, 1, 0 from runs
        ) x group by w`;

/**
 * The search vocabulary (ADR 006, "The vocabulary"): every distinct word of the published, ready episodes, with how
 * many of them hold it, per cell of the two filters that go with search most (category, and the length bucket of
 * spec §7's `video_length_seconds` 1–3; `cell = coalesce(category_id, 0) * 4 + bucket`, bucket 0 for a length in
 * none of them). A word is a lexeme of `search_vector` (`docs`; `titles` when the title's vector holds it too), or
 * a run of search letters (`search_runs`) of `search_body` or `search_title` that no lexeme of the same vector
 * contains (`loose`: e.g. the `https` of a link, which the text parser drops); `mapped` counts the episodes where a
 * lexeme is not the text's own letters (lower case of a capital the search folding keeps, e.g. İ). The empty word counts the cell's
 * episodes. Search looks up the words containing each query word here (a trigram index over tens of thousands of
 * short words, not the catalogue) and matches episodes through those exact words on the GIN indexes; a query word
 * inside a loose word is matched the old way. Kept by a trigger on every write; `search_words_rebuild()` recounts
 * from scratch (the backfill, and bulk loads with the trigger disabled).
 */
const searchVocabulary: Migration = {
  async up(db: AnyDb) {
    await sql`
      create function search_runs(t text) returns setof text language sql immutable parallel safe strict as $$
        select distinct m[1] from regexp_matches(t, '[0-9a-z\u10d0-\u10fa\u10fc-\u10ff]+', 'g') m
      $$;
      create function search_cell(category_id integer, seconds integer) returns integer
        language sql immutable parallel safe as $$
        select coalesce(category_id, 0) * 4 + case
          when seconds >= 0 and seconds < 600 then 1
          when seconds >= 600 and seconds < 900 then 2
          when seconds >= 900 and seconds < 2147483647 then 3
          else 0 end
      $$;
      create function episode_search_words(search_title text, search_body text, search_vector tsvector)
        returns table (word text, docs integer, titles integer, loose integer, mapped integer)
        language sql immutable parallel safe as $$
        with lex as (select lexeme from unnest(search_vector)),
             tlex as (select lexeme from unnest(to_tsvector('simple', search_title))),
             runs as (
               select r from search_runs(search_body) r
               where not exists (select 1 from lex where lex.lexeme = r)
                 and not exists (select 1 from lex where strpos(lex.lexeme, r) > 0)
               union
               select r from search_runs(search_title) r
               where not exists (select 1 from tlex where tlex.lexeme = r)
                 and not exists (select 1 from tlex where strpos(tlex.lexeme, r) > 0)
             )
        ${sql.raw(EPISODE_WORDS)}
      $$;

      create table search_words (
        word text not null,
        cell integer not null,
        docs integer not null default 0,
        titles integer not null default 0,
        loose integer not null default 0,
        mapped integer not null default 0,
        primary key (word, cell)
      );

      -- Without a pending list (fastupdate): PGlite has no autovacuum to empty it, and every look-up would read it.
      create function search_words_rebuild() returns void language sql as $$
        drop index if exists search_words_trgm_idx;
        truncate search_words;
        insert into search_words (word, cell, docs, titles, loose, mapped)
        select x.word, search_cell(e.category_id, e.video_length_seconds), sum(x.docs), sum(x.titles), sum(x.loose),
               sum(x.mapped)
        from episodes e
        cross join lateral episode_search_words(e.search_title, e.search_body, e.search_vector) x
        where e.status = 'ready' and e.is_published
        group by 1, 2;
        create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops) with (fastupdate = off);
      $$;

      create function episodes_search_words() returns trigger language plpgsql as $$
      declare
        emptied text[];
      begin
        if tg_op = 'UPDATE' and old.search_vector = new.search_vector and old.search_body = new.search_body
          and old.search_title = new.search_title and old.status = new.status
          and old.is_published = new.is_published and old.category_id is not distinct from new.category_id
          and old.video_length_seconds = new.video_length_seconds then
          return null;
        end if;
        with changed as (
          select x.word, search_cell(new.category_id, new.video_length_seconds) as cell, x.docs, x.titles, x.loose,
                 x.mapped
          from episode_search_words(new.search_title, new.search_body, new.search_vector) x
          where tg_op <> 'DELETE' and new.status = 'ready' and new.is_published
          union all
          select x.word, search_cell(old.category_id, old.video_length_seconds), -x.docs, -x.titles, -x.loose,
                 -x.mapped
          from episode_search_words(old.search_title, old.search_body, old.search_vector) x
          where tg_op <> 'INSERT' and old.status = 'ready' and old.is_published
        ),
        upserted as (
          -- In word order, so two writers lock shared words in the same order (no deadlock).
          insert into search_words as w (word, cell, docs, titles, loose, mapped)
          select word, cell, sum(docs), sum(titles), sum(loose), sum(mapped) from changed group by word, cell
          having sum(docs) <> 0 or sum(titles) <> 0 or sum(loose) <> 0 or sum(mapped) <> 0
          order by word, cell
          on conflict (word, cell) do update
            set docs = w.docs + excluded.docs, titles = w.titles + excluded.titles, loose = w.loose + excluded.loose,
                mapped = w.mapped + excluded.mapped
          returning w.word, w.docs, w.titles, w.loose, w.mapped
        )
        select array_agg(word) into emptied from upserted
        where docs = 0 and titles = 0 and loose = 0 and mapped = 0;
        if emptied is not null then
          delete from search_words where word = any(emptied) and docs = 0 and titles = 0 and loose = 0 and mapped = 0;
        end if;
        return null;
      end $$;
      create trigger episodes_search_words
        after insert or delete or update of title, content, status, is_published, category_id, video_length_seconds
        on episodes for each row execute function episodes_search_words();

      select search_words_rebuild();
      analyze search_words;
    `.execute(db);
  },
};

/**
 * The Episode columns of published, ready episodes by id, in the ids' order. Every public list, detail and search
 * page ends with this five-table join; sent as a statement it was planned again on every request (0.35 ms for one
 * episode, 0.7 ms for a page on PostgreSQL at 100 000 episodes, several times its execution). In a PL/pgSQL
 * function the plan is prepared once per connection and reused (ADR 006, "planning once").
 */
const episodeRows: Migration = {
  async up(db: AnyDb) {
    await sql`
      create function episode_rows(ids int[]) returns table (
        id int, alias text, title text, content text, published_at timestamptz, video_length_seconds int,
        media_path text, extention_type text, image text, image_point text, category_id int, created_by_id int,
        hits int, category_alias text, category_title text, channel text, channel_alias text, channel_image text,
        first_name text, last_name text, user_image text)
      language plpgsql stable as $$
      #variable_conflict use_column
      begin
        return query
          select e.id, e.alias, e.title, e.content, e.published_at, e.video_length_seconds, e.media_path,
                 e.extention_type, e.image, e.image_point, e.category_id, e.created_by_id, e.hits,
                 c.alias, c.title, ch.name, ch.alias, ch.image, u.first_name, u.last_name, u.image
          from unnest(ids) with ordinality as p(id, n)
          join episodes e on e.id = p.id
          join channels ch on ch.user_id = e.created_by_id
          join users u on u.id = e.created_by_id
          left join categories c on c.id = e.category_id
          where e.status = 'ready' and e.is_published
          order by p.n;
      end $$;
    `.execute(db);
  },
};

/**
 * Title words in date order (ADR 006, "Follow-up: the ordered title-word index"): a row per lexeme of a published,
 * ready episode's title (`to_tsvector('simple', search_title)`, the same lexemes as `search_vector`'s weight A)
 * with its date and id, and the list filters as included columns. "The newest n title matches" of a word is then a
 * read of its range of the btree, newest first, and of a query word's few vocabulary words a merge of their ranges
 * (a `Merge Append`), with the filters tested on the index entries: no bitmap, no heap visit of the episodes, no
 * sort. Kept by a trigger on every write that can change the rows; `title_words_rebuild()` writes it from scratch
 * (the backfill, and bulk loads with the trigger disabled, as `search_words_rebuild()`).
 */
const orderedTitleWords: Migration = {
  async up(db: AnyDb) {
    await sql`
      create table title_words (
        word text not null,
        published_at timestamptz not null,
        id integer not null,
        category_id integer,
        video_length_seconds integer not null,
        created_by_id integer not null
      );

      create function title_words_rebuild() returns void language sql as $$
        drop index if exists title_words_idx;
        truncate title_words;
        insert into title_words (word, published_at, id, category_id, video_length_seconds, created_by_id)
        select w.lexeme, e.published_at, e.id, e.category_id, e.video_length_seconds, e.created_by_id
        from episodes e cross join lateral unnest(to_tsvector('simple', e.search_title)) w
        where e.status = 'ready' and e.is_published;
        create unique index title_words_idx on title_words (word, published_at desc, id desc)
          include (category_id, video_length_seconds, created_by_id);
      $$;

      create function episodes_title_words() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.search_title = new.search_title and old.status = new.status
          and old.is_published = new.is_published and old.published_at = new.published_at
          and old.category_id is not distinct from new.category_id
          and old.video_length_seconds = new.video_length_seconds and old.created_by_id = new.created_by_id then
          return null;
        end if;
        if tg_op <> 'INSERT' and old.status = 'ready' and old.is_published then
          delete from title_words
          where word = any(array(select lexeme from unnest(to_tsvector('simple', old.search_title))))
            and published_at = old.published_at and id = old.id;
        end if;
        if tg_op <> 'DELETE' and new.status = 'ready' and new.is_published then
          insert into title_words (word, published_at, id, category_id, video_length_seconds, created_by_id)
          select w.lexeme, new.published_at, new.id, new.category_id, new.video_length_seconds, new.created_by_id
          from unnest(to_tsvector('simple', new.search_title)) w;
        end if;
        return null;
      end $$;
      create trigger episodes_title_words
        after insert or delete
          or update of title, status, is_published, published_at, category_id, video_length_seconds, created_by_id
        on episodes for each row execute function episodes_title_words();

      select title_words_rebuild();
      analyze title_words;
    `.execute(db);
  },
};

/**
 * `episode_rows` always on its generic plan. PL/pgSQL caches a plan per connection, but the plan cache builds a
 * custom plan for each of the first five calls and then keeps whichever looked cheaper: the generic plan (the
 * array's length unknown, estimated at 10 rows: nested loops on the primary keys) or another custom plan. A
 * connection that serves one-episode calls first (episode pages) compared the generic cost of 10 rows with the custom
 * cost of 1 and planned every later call again: 0.5 ms of a detail's 0.6 ms on PostgreSQL at 100 000 episodes, where
 * the generic plan runs in 0.12 ms. The generic plan is the same join a custom plan chooses for a page of 1 to 100
 * ids (ADR 006, "planning once", follow-up).
 */
const episodeRowsGeneric: Migration = {
  async up(db: AnyDb) {
    await sql`alter function episode_rows(int[]) set plan_cache_mode = force_generic_plan`.execute(db);
  },
};

/**
 * The category-and-length index (0010) carries the date, the plays and the id, so a combination with few episodes or
 * none is read from it alone. Since the listing indexes became covering (0009), its entries needed a heap visit each,
 * and the planner walked a category's whole date range instead, filtering by length: at 1 000 000 episodes
 * `category_id__in=2,6,5&video_length_seconds=3`, a combination with no episode, read 370 000 index entries
 * (17–18 ms; now 0.07 ms). A combination with many episodes still walks the date (or plays) index and stops at the
 * page (ADR 006, follow-up of 2026-11-27).
 */
const categoryLengthCovering: Migration = {
  async up(db: AnyDb) {
    await sql`
      drop index episodes_category_length_idx;
      create index episodes_category_length_idx on episodes (category_id, video_length_seconds)
        include (published_at, hits, id) where status = 'ready' and is_published;
    `.execute(db);
  },
};

/** `channel_rows`' signature and the start of its body (migrations 0017 and 0020), up to the rows it returns. */
const channelRowsHead = sql.raw(`channel_rows(ids int[]) returns table (
        id int, alias text, channel text, channel_description text, first_name text, last_name text, image text,
        user_image text, average_rating float8, episode_count int, subscribers_count int)
      language plpgsql stable set plan_cache_mode = force_generic_plan as $$
      #variable_conflict use_column
      begin
        return query`);

/**
 * `channel_rows(ids)`: the podcaster object's columns for these channels, in the order given, on a plan made once per
 * connection (as `episode_rows`, migrations 0013 and 0015). The join of channel and owner with the rating and
 * subscriber sub-queries was planned again on every channel page and every podcaster list page: on PGlite, whose
 * planner runs as WebAssembly, 0.8 ms of planning against 0.1 ms of work for one channel (PostgreSQL: 0.16 against
 * 0.07 ms).
 */
const channelRows: Migration = {
  async up(db: AnyDb) {
    await sql`
      create function ${channelRowsHead}
          select ch.user_id, ch.alias, ch.name, ch.description, u.first_name, u.last_name, ch.image, u.image,
                 coalesce((select avg(r.rating)::float8 from ratings r where r.channel_id = ch.user_id), 0),
                 ch.episode_count,
                 (select count(*)::int from subscriptions s where s.channel_id = ch.user_id)
          from unnest(ids) with ordinality as p(id, n)
          join channels ch on ch.user_id = p.id
          join users u on u.id = ch.user_id
          order by p.n;
      end $$;
    `.execute(db);
  },
};

/**
 * The trigram indexes that search's old way reads (a query word inside very many words, or a three-letter one: ADR
 * 006) also hold each episode's category and length bucket (`btree_gin`), over published, ready episodes only. A search
 * with a category or length filter then finds its candidates in those cells in the one index scan, instead of ANDing
 * them with the filter's whole bitmap: at 1 000 000 episodes on PostgreSQL `ითვ` with `video_length_seconds=3` read
 * 29 000 trigram candidates and a length bitmap of 125 000 rows (16–24 ms) to keep 676; the scan with the bucket finds
 * the 676 in 2.5 ms. A search without a filter reads the trigram's entries alone, as before. The bucket expression
 * has statistics of its own: without them the planner took a bucket for 0.5 % of the rows and read one whole from an
 * index (720 000 entries, 100 ms) to AND with a channel's 87 episodes.
 */
const cellTrigrams: Migration = {
  async up(db: AnyDb) {
    await sql`create extension if not exists btree_gin`.execute(db);
    await sql`
      drop index episodes_search_body_trgm_idx;
      drop index episodes_search_title_trgm_idx;
      create index episodes_search_body_trgm_idx on episodes using gin
        (category_id, (search_cell(category_id, video_length_seconds) % 4), search_body gin_trgm_ops)
        where status = 'ready' and is_published;
      create index episodes_search_title_trgm_idx on episodes using gin
        (category_id, (search_cell(category_id, video_length_seconds) % 4), search_title gin_trgm_ops)
        where status = 'ready' and is_published;
      create statistics episodes_bucket_stats on (search_cell(category_id, video_length_seconds) % 4) from episodes;
      analyze episodes;
    `.execute(db);
  },
};

/**
 * A loose word is a run of search letters of the text that is not a run of any lexeme (migration 0012 asked for a
 * lexeme containing it anywhere). A run is then always in the vocabulary whole: itself, or inside a lexeme between
 * its ends or non-letters. So a query word that begins a run of the text (after a space in the query) is at the start
 * of such a run in a vocabulary word, and one that ends a run is at its end: search looks up only those words
 * (ADR 006, "Where a query word sits"). Under the old rule 'abc' after a space in `abc://x` was no word of its own when
 * another lexeme held it inside ('xabc'). The counts are rebuilt.
 */
const runsOfLexemes: Migration = {
  async up(db: AnyDb) {
    await sql`
      create or replace function episode_search_words(search_title text, search_body text, search_vector tsvector)
        returns table (word text, docs integer, titles integer, loose integer, mapped integer)
        language sql immutable parallel safe as $$
        with lex as (select lexeme from unnest(search_vector)),
             tlex as (select lexeme from unnest(to_tsvector('simple', search_title))),
             -- A run that is no lexeme is looked for among the runs of the lexemes containing it only (few).
             runs as (
               select r from search_runs(search_body) r
               where not exists (select 1 from lex where lex.lexeme = r)
                 and not exists (select 1 from lex where strpos(lex.lexeme, r) > 0
                                   and r in (select search_runs(lex.lexeme)))
               union
               select r from search_runs(search_title) r
               where not exists (select 1 from tlex where tlex.lexeme = r)
                 and not exists (select 1 from tlex where strpos(tlex.lexeme, r) > 0
                                   and r in (select search_runs(tlex.lexeme)))
             )
        ${sql.raw(EPISODE_WORDS)}
      $$;
      select search_words_rebuild();
      analyze search_words;
    `.execute(db);
  },
};

/**
 * `channel_rows` looks each channel and its owner up by key. Its one plan, made for an array of unknown length
 * (estimated at 10 ids), joined the owners by hashing every row of `users` (1 001 at 100 000 episodes; 10 001 at
 * 1 000 000): 0.24 ms on PGlite for one channel page, of which the lookups are 0.05 ms. Each id now reads its channel
 * and owner through a LATERAL sub-query (`offset 0` keeps it per id), so the plan is index lookups whatever the
 * number of users (ADR 006, "planned once").
 */
const channelRowsByKey: Migration = {
  async up(db: AnyDb) {
    await sql`
      create or replace function ${channelRowsHead}
          select x.* from unnest(ids) with ordinality as p(id, n)
          cross join lateral (
            select ch.user_id, ch.alias, ch.name, ch.description, u.first_name, u.last_name, ch.image, u.image,
                   coalesce((select avg(r.rating)::float8 from ratings r where r.channel_id = ch.user_id), 0),
                   ch.episode_count,
                   (select count(*)::int from subscriptions s where s.channel_id = ch.user_id)
            from channels ch join users u on u.id = ch.user_id
            where ch.user_id = p.id
            offset 0) x
          order by p.n;
      end $$;
    `.execute(db);
  },
};

/**
 * The number of channels, kept by statement triggers: the podcaster list's total counted every channel on every page
 * (10 000 index entries at 1 000 000 episodes, the page's p99 2.1–2.4 times its figure at 100 000). A page's total is
 * this number less the excluded ids that are channels (ADR 006, "planned once").
 */
const channelCount: Migration = {
  async up(db: AnyDb) {
    await sql`
      create table channel_count (n int not null);
      insert into channel_count select count(*) from channels;

      create function channel_count_added() returns trigger language plpgsql as $$
      begin
        update channel_count set n = n + (select count(*) from added);
        return null;
      end $$;
      create function channel_count_removed() returns trigger language plpgsql as $$
      begin
        update channel_count set n = n - (select count(*) from removed);
        return null;
      end $$;
      create function channel_count_cleared() returns trigger language plpgsql as $$
      begin
        update channel_count set n = 0;
        return null;
      end $$;
      create trigger channels_counted_added after insert on channels
        referencing new table as added for each statement execute function channel_count_added();
      create trigger channels_counted_removed after delete on channels
        referencing old table as removed for each statement execute function channel_count_removed();
      create trigger channels_counted_cleared after truncate on channels
        for each statement execute function channel_count_cleared();
    `.execute(db);
  },
};

/**
 * A date index without the partial predicate of the others. Search's newest matches look first in the newest share
 * of the dates, and the candidates' bitmap is meant to be ANDed with that range, so that only the candidates in it are
 * read. PostgreSQL does not AND two indexes whose predicates are the same clauses (it takes them for one condition
 * used twice), and every date index and trigram index was partial on `status = 'ready' and is_published`: the
 * planner read every candidate and filtered by date ('დგვ' at 1 000 000: 3 859 rows read for 34, 5–8 ms; ANDed,
 * 1.9 ms). ADR 006, "title matches first".
 */
const publishedDates: Migration = {
  async up(db: AnyDb) {
    await sql`create index episodes_published_idx on episodes (published_at)`.execute(db);
  },
};

export const catalogueMigrations: Record<string, Migration> = {
  '0006_content_catalogue_indexes': catalogueIndexes,
  '0007_content_title_words': titleWords,
  '0008_content_filter_statistics': filterStatistics,
  '0009_content_covering_indexes': coveringIndexes,
  '0010_content_category_length': categoryLength,
  '0012_content_search_vocabulary': searchVocabulary,
  '0013_content_episode_rows': episodeRows,
  '0014_content_title_words': orderedTitleWords,
  '0015_content_episode_rows_generic': episodeRowsGeneric,
  '0016_content_category_length_covering': categoryLengthCovering,
  '0017_content_channel_rows': channelRows,
  '0018_content_cell_trigrams': cellTrigrams,
  '0019_content_runs_of_lexemes': runsOfLexemes,
  '0020_content_channel_rows_by_key': channelRowsByKey,
  '0021_content_channel_count': channelCount,
  '0022_content_published_dates': publishedDates,
};
