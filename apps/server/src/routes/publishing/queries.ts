import type { OwnEpisode } from '@podcast/contract';
import type { Db } from '../../db/index';
import { toEpisode } from '../content/queries';

/** Episodes in any state (the owner's view): the columns of the public listing plus status and size. */
export function ownEpisodeBase(db: Db) {
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
      'e.status',
      'e.file_size',
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
