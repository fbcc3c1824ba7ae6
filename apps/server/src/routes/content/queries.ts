import type { Episode, EpisodeListQuery, Podcaster } from '@podcast/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { GENERIC_PLAN } from '../../db/pglite-statements';
import { formatDuration } from '../../lib/text';

export function parseIds(values: string[] | undefined): number[] {
  if (!values) return [];
  const ids = values.flatMap((v) => v.split(',')).map((v) => Number(v.trim()));
  return [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))];
}

export const DURATION: Record<1 | 2 | 3, [number, number]> = {
  1: [0, 600],
  2: [600, 900],
  3: [900, 2_147_483_647],
};

/** Episodes in any state, with their channel, author and category: the columns of the spec's Episode. */
export function episodeRows(db: Db) {
  return db
    .selectFrom('episodes as e')
    .innerJoin('channels as ch', 'ch.user_id', 'e.created_by_id')
    .innerJoin('users as u', 'u.id', 'e.created_by_id')
    .leftJoin('categories as c', 'c.id', 'e.category_id')
    .select([
      'e.id',
      'e.alias',
      'e.title',
      'e.content',
      'e.published_at',
      'e.video_length_seconds',
      'e.media_path',
      'e.extention_type',
      'e.image',
      'e.image_point',
      'e.category_id',
      'e.created_by_id',
      'e.hits',
      'c.alias as category_alias',
      'c.title as category_title',
      'ch.name as channel',
      'ch.alias as channel_alias',
      'ch.image as channel_image',
      'u.first_name',
      'u.last_name',
      'u.image as user_image',
    ]);
}

/** Published, ready episodes: what every public list, detail and search shows. */
export function episodeBase(db: Db) {
  // Literal, not parameters: the planner can then use the partial indexes on published, ready episodes.
  return episodeRows(db).where(sql<boolean>`e.status = 'ready' and e.is_published`);
}

export type EpisodeRow = Awaited<ReturnType<ReturnType<typeof episodeBase>['executeTakeFirstOrThrow']>>;

export function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    alias: row.alias,
    title: row.title,
    content: row.content,
    published: new Date(row.published_at).toISOString(),
    video_length: formatDuration(row.video_length_seconds),
    video_length_seconds: row.video_length_seconds,
    file: row.media_path,
    extention_type: row.extention_type,
    image: { url: row.image ?? row.channel_image, point: row.image_point },
    category:
      row.category_id !== null && row.category_alias !== null && row.category_title !== null
        ? { id: row.category_id, alias: row.category_alias, title: row.category_title }
        : null,
    category_id: row.category_id,
    created_by: {
      id: row.created_by_id,
      alias: row.channel_alias,
      channel: row.channel,
      first_name: row.first_name,
      last_name: row.last_name,
      image: row.channel_image ?? row.user_image,
    },
    created_by_id: row.created_by_id,
    hits: row.hits,
    podcast_id: row.id,
  };
}

export type Filters = Omit<EpisodeListQuery, 'limit' | 'page_skip' | 'is_scrolling'>;

/** Published, ready episodes with the list filters, without the joins: pages are chosen here, by id. */
export function filteredIds(db: Db, f: Filters) {
  return db
    .selectFrom('episodes as e')
    .select('e.id')
    .where(sql<boolean>`e.status = 'ready' and e.is_published`)
    .where(filterCondition(f, 'e'));
}

/**
 * The list filters as one condition on the columns of `table` (an alias with episodes' filter columns: `e`, or
 * search's `title_words` as `tw`), true for a row they keep. The values that choose a plan (the categories, the
 * length range) are written into the statement rather than sent as parameters, and the excluded ids go as one array:
 * a statement planned once for all its values (GENERIC_PLAN) then gets the plan it would have got for
 * them, and the number of excluded ids makes no other statement. The channel stays a parameter: its index answers
 * for any channel.
 */
export function filterCondition(f: Filters, table: string) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const categoryIn = parseIds(f.category_id__in).sort((a, b) => a - b);
  const excluded = parseIds(f.exclude_ids);
  const duration = f.video_length_seconds ? DURATION[f.video_length_seconds] : undefined;
  const parts = [sql<boolean>`true`];
  if (f.category_id !== undefined) parts.push(sql<boolean>`${column('category_id')} = ${sql.lit(f.category_id)}`);
  if (categoryIn.length > 0) {
    parts.push(sql<boolean>`${column('category_id')} in (${sql.join(categoryIn.map((c) => sql.lit(c)))})`);
  }
  if (excluded.length > 0) parts.push(sql<boolean>`${column('id')} <> all(${excluded}::int[])`);
  if (f.created_by_id !== undefined) parts.push(sql<boolean>`${column('created_by_id')} = ${f.created_by_id}`);
  if (duration) {
    const length = column('video_length_seconds');
    parts.push(sql<boolean>`${length} >= ${sql.lit(duration[0])} and ${length} < ${sql.lit(duration[1])}`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The same filters as filteredIds, as one condition no index answers: for rows another index found (search's few
 * candidates), where a bitmap of a broad filter's index would cost more than testing each row.
 */
export function filtersTested(f: Filters) {
  return sql<boolean>`${filterCondition(f, 'e')} is true`;
}

/** `hits` sorts by popularity (down: most listened first); otherwise by publication date, newest first. */
function ordering(f: Pick<Filters, 'hits' | 'published'>) {
  if (f.hits) return { by: 'e.hits', dir: f.hits === 'up' || f.hits === 'asc' ? 'asc' : 'desc' } as const;
  return { by: 'e.published_at', dir: f.published === 'asc' ? 'asc' : 'desc' } as const;
}

/**
 * The rows of published, ready episodes among `ids` (an array, or a sub-query's ids), in that order: episodeBase's
 * columns from the episode_rows function (migration 0013), whose join is planned once per connection rather than
 * on every request. Each id is looked up by primary key (a row-by-row join, never a hash of every channel).
 */
export function episodeRowsOf(db: Db, ids: Ids): Promise<EpisodeRow[]> {
  return rowsOf<EpisodeRow>(db, 'episode_rows', ids);
}

/**
 * Ids for a rows function: a list, or a sub-query's ids (in its order) whose plan does not depend on its parameters'
 * values (the statement is planned once: filteredIds).
 */
type Ids = number[] | { compile(): unknown };

/**
 * The rows `fn` (episode_rows, channel_rows) gives for `ids`, in their order, each with `extra`'s columns. A list
 * goes as one array, so any number of ids is one statement, planned once (GENERIC_PLAN): the function's
 * own plan is made once already, and the statement around it is the same for any ids.
 */
async function rowsOf<R>(db: Db, fn: 'episode_rows' | 'channel_rows', ids: Ids, extra = sql``): Promise<R[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const list = Array.isArray(ids) ? sql`${ids}::int[]` : sql`array(${ids})`;
  return (await sql<R>`${sql.raw(GENERIC_PLAN)}select r.* ${extra} from ${sql.raw(fn)}(${list}) r`.execute(db)).rows;
}

/**
 * The podcaster rows of the channels among `ids` (an array, or a sub-query's ids), in that order, each with `extra`'s
 * columns: podcasterBase's columns from the channel_rows function (migration 0017), planned once per connection.
 */
export function channelRowsOf<Extra extends object = object>(
  db: Db,
  ids: Ids,
  extra = sql``,
): Promise<(PodcasterRow & Extra)[]> {
  return rowsOf<PodcasterRow & Extra>(db, 'channel_rows', ids, extra);
}

/** The full rows of `ids`, in that order; the joins run for these rows only. */
export async function episodesInOrder(db: Db, ids: number[]) {
  return (await episodeRowsOf(db, ids)).map(toEpisode);
}

/** One published, ready episode, or undefined. */
export async function episodeById(db: Db, id: number) {
  const [row] = await episodeRowsOf(db, [id]);
  return row ? toEpisode(row) : undefined;
}

export async function listEpisodes(db: Db, query: EpisodeListQuery) {
  const limit = query.limit ?? 20;
  const { by, dir } = ordering(query);
  // The page is chosen on the episodes table alone, in index order; only its rows are joined, in its order, by
  // episode_rows. On PGlite the statement is planned once for the values written into it (the filters that choose
  // the plan, the page's size), not for every page: planning a page as WebAssembly took 0.24 ms of its 0.5 ms. The
  // channel, the excluded ids and the offset stay parameters (ADR 006, "planned once").
  const page = filteredIds(db, query)
    .orderBy(by, dir)
    .orderBy('e.id', dir)
    .limit(sql.lit(limit + 1))
    .offset(query.page_skip ?? 0);
  const rows = await episodeRowsOf(db, page);
  return { items: rows.slice(0, limit).map(toEpisode), hasMore: rows.length > limit };
}

export function podcasterBase(db: Db) {
  return db
    .selectFrom('channels as ch')
    .innerJoin('users as u', 'u.id', 'ch.user_id')
    .select([
      'ch.user_id as id',
      'ch.alias',
      'ch.name as channel',
      'ch.description as channel_description',
      'u.first_name',
      'u.last_name',
      'ch.image',
      'u.image as user_image',
      sql<number>`coalesce((select avg(r.rating)::float8 from ratings r where r.channel_id = ch.user_id), 0)`.as(
        'average_rating',
      ),
      'ch.episode_count',
      sql<number>`(select count(*)::int from subscriptions s where s.channel_id = ch.user_id)`.as('subscribers_count'),
    ]);
}

export type PodcasterRow = Awaited<ReturnType<ReturnType<typeof podcasterBase>['executeTakeFirstOrThrow']>>;

export function toPodcaster(row: PodcasterRow): Podcaster {
  return {
    id: row.id,
    alias: row.alias,
    channel: row.channel,
    channel_description: row.channel_description,
    first_name: row.first_name,
    last_name: row.last_name,
    image: row.image ?? row.user_image,
    average_rating: Math.round(Number(row.average_rating) * 10) / 10,
    episode_count: Number(row.episode_count),
    subscribers_count: Number(row.subscribers_count),
  };
}
