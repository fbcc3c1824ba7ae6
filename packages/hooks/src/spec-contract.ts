/**
 * PROVISIONAL: listener and publishing calls typed from spec §3 and §7, NOT from
 * packages/contract. The server has no routes for them yet, so paths and shapes follow the spec
 * text; where the spec does not show a response, the shape here is our assumption (marked).
 * Replace with @podcast/contract types once the server team adds these schemas.
 */
import type { CategoryRef, Episode } from '@podcast/contract';

export const specPaths = {
  subscribe: '/api/subscribe/',
  unsubscribe: '/api/unsubscribe/',
  rate: '/api/podcaster/:id/rate/',
  bookmarkAdd: '/api/bookmark-podcast/',
  bookmarks: '/api/bookmarks/',
  bookmarkDelete: '/api/bookmark-delete/',
  lastListened: '/api/lastly_listened/',
  history: '/api/history/',
  historyOf: '/api/history/:podcast_id/',
  historyClear: '/api/history/clear/',
  historyDelete: '/api/history/delete/:id/',
  historyStopTime: '/api/history/:history_id/stop-time/',
  podcastSignal: '/api/get_podcast_signal/',
  notifications: '/api/notifications/',
  notification: '/api/notifications/:id/',
  totalWatchTime: '/api/total_watch_time/',
  top5: '/api/top_5_podcasts_by_watch_time/',
  watchByDay: '/api/watch_time_by_day/',
  watchLastMonth: '/api/watch_time_last_month/',
  registerChannel: '/api/register_channel/',
  updateChannel: '/api/update-channel/',
  deleteChannel: '/api/delete_channel/',
  createEpisode: '/api/podcast-articles/',
  uploadChunk: '/api/upload-podcast/:podcast_id/:chunk_index/:chunk_count/:file_size',
  podcastReady: '/api/get_podcast_ready/:podcast_id/',
  updateEpisode: '/api/update-podcast/',
  deleteEpisode: '/api/delete-podcast/:id',
  addedPodcasts: '/api/added_podcasts/',
} as const;

/** Spec §3 "Bookmark: podcast_id"; the embedded episode is an assumption. */
export interface Bookmark {
  id: number;
  podcast_id: number;
  podcast?: Episode;
}
export interface BookmarkList {
  items: Bookmark[];
}

export interface SubscribeBody {
  channel_id: number;
  channel_name: string;
  alias: string;
}

/** Spec §3 "History item: id, stop_time (seconds)"; progress is the percent listened. */
export interface HistoryItem {
  id: number;
  podcast_id: number;
  stop_time: number;
  progress?: number;
  podcast?: Episode;
}
export interface HistoryList {
  items: HistoryItem[];
}

export interface Notification {
  id: number;
  message: string;
  podcast: { id: number; alias: string };
}
export interface NotificationList {
  items: Notification[];
}

export interface TotalWatchTime {
  formatted_time: string;
}
export interface TopPodcast {
  id: number;
  alias: string;
  title: string;
  category: Pick<CategoryRef, 'title'>;
}
/** Top-5 list; the wrapping `items` is an assumption. */
export interface TopPodcasts {
  items: TopPodcast[];
}
export type DaySlot = '00:00-08:00' | '08:00-16:00' | '16:00-24:00';
export type DayStats = Record<DaySlot, number> & { total_hours: number };
/** Keyed by weekday name. */
export interface WatchTimeByDay {
  time_by_day: Record<string, DayStats>;
}
/** Keyed by date YYYY-MM-DD, hours listened (the `{ hours }` wrapper is an assumption). */
export interface WatchTimeLastMonth {
  time_by_day: Record<string, { hours: number }>;
}

/** Spec §7 "response data.id"; spec §4: may carry a refresh_token. */
export interface CreateEpisodeResponse {
  id: number;
  refresh_token?: string;
}
export interface EpisodeFields {
  title: string;
  content: string;
  category_id: number;
  image?: Blob | null;
}
export interface ChannelFields {
  channel: string;
  channel_description: string;
  image?: Blob | null;
}
export interface AddedPodcasts {
  items: Episode[];
}
