import type { HistoryItem } from '@podcast/contract';
import type { Db } from '../../db/index';
import { episodeBase, toEpisode } from '../content/queries';
import { progressOf } from './common';

/** The user's history rows of published episodes, with the episode (spec Episode shape). */
export function historyBase(db: Db, userId: number) {
  return episodeBase(db)
    .innerJoin('history as h', 'h.episode_id', 'e.id')
    .where('h.user_id', '=', userId)
    .select(['h.id as history_id', 'h.stop_time', 'h.updated_at as history_updated_at']);
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyBase>['executeTakeFirstOrThrow']>>;

export function toHistoryItem(row: HistoryRow): HistoryItem {
  const progress = progressOf(row.stop_time, row.video_length_seconds);
  return {
    id: row.history_id,
    podcast_id: row.id,
    stop_time: row.stop_time,
    progress,
    updated_at: new Date(row.history_updated_at).toISOString(),
    podcast: { ...toEpisode(row), progress },
  };
}
