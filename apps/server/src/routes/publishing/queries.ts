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
