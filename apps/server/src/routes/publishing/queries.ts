import type { OwnEpisode } from '@podcast/contract';
import type { Db } from '../../db/index';
import { episodeRows, toEpisode } from '../content/queries';

/** Episodes in any state (the owner's view): the columns of the public listing plus status and size. */
export function ownEpisodeBase(db: Db) {
  return episodeRows(db).select(['e.status', 'e.file_size']);
}

type OwnEpisodeRow = Awaited<ReturnType<ReturnType<typeof ownEpisodeBase>['executeTakeFirstOrThrow']>>;

export function toOwnEpisode(row: OwnEpisodeRow): OwnEpisode {
  return {
    ...toEpisode(row),
    status: row.status,
    file_size: row.file_size === null ? null : Number(row.file_size),
  };
}

export async function ownEpisode(db: Db, id: number): Promise<OwnEpisode | undefined> {
  const row = await ownEpisodeBase(db).where('e.id', '=', id).executeTakeFirst();
  return row ? toOwnEpisode(row) : undefined;
}

/** A channel's own episodes: its ready ones, or every one with `drafts`. */
function ownEpisodesOf(db: Db, userId: number, drafts: boolean) {
  return db
    .selectFrom('episodes as e')
    .where('e.created_by_id', '=', userId)
    .$if(!drafts, (q) => q.where('e.status', '=', 'ready'));
}

/** How many own episodes there are: read from the channel's index alone (migration 0023). */
export function ownEpisodeCount(db: Db, userId: number, drafts: boolean) {
  return ownEpisodesOf(db, userId, drafts).select((eb) => eb.fn.countAll<number>().as('count'));
}

/**
 * A page of own episodes, newest first: its ids from the channel's index alone, however deep the page (migration
 * 0023), then only its rows read and joined.
 */
export function ownEpisodePage(db: Db, userId: number, drafts: boolean, limit: number, skip: number) {
  const ids = ownEpisodesOf(db, userId, drafts)
    .select('e.id')
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(skip);
  return ownEpisodeBase(db).where('e.id', 'in', ids).orderBy('e.published_at', 'desc').orderBy('e.id', 'desc');
}
