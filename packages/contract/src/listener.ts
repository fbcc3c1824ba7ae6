/** Listener calls (spec §7 "Listener"): subscriptions, ratings, bookmarks, history, signals, notifications, statistics. */
import { type Static, Type } from 'typebox';
import { Id, Nullable } from './common';
import { Episode } from './content';

/** The token may also travel in the body or query string (the spec's original client); bearer is preferred. */
const Token = Type.Optional(Type.String({ minLength: 10, maxLength: 200 }));
const PageSkip = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
/** A playback position in seconds; fractions are cut off. */
const Seconds = Type.Number({ minimum: 0, maximum: 10_000_000 });
const DateTime = Type.String({ description: 'ISO 8601 date-time' });

// Subscriptions

export const SubscribeBody = Type.Object({
  channel_id: Id,
  channel_name: Type.Optional(Type.String({ maxLength: 300, description: 'informational; channel_id decides' })),
  alias: Type.Optional(Type.String({ maxLength: 300, description: 'informational; channel_id decides' })),
  token: Token,
});
export type SubscribeBody = Static<typeof SubscribeBody>;
export const SubscribeResponse = Type.Object({
  message: Type.String(),
  channel_id: Type.Integer(),
  subscribed: Type.Boolean(),
  subscribers_count: Type.Integer(),
});
export type SubscribeResponse = Static<typeof SubscribeResponse>;

// Ratings

export const RateBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5, description: 'whole stars, 1 to 5' }),
  token: Token,
});
export type RateBody = Static<typeof RateBody>;
export const RateResponse = Type.Object({
  message: Type.String(),
  channel_id: Type.Integer(),
  rating: Type.Integer(),
  average_rating: Type.Number(),
  ratings_count: Type.Integer(),
});
export type RateResponse = Static<typeof RateResponse>;

// Bookmarks

export const PodcastIdQuery = Type.Object({ podcast_id: Id, token: Token });
export type PodcastIdQuery = Static<typeof PodcastIdQuery>;
export const Bookmark = Type.Object({
  id: Type.Integer({ description: 'the episode id (a bookmark is one per user and episode)' }),
  podcast_id: Type.Integer(),
  created_at: DateTime,
  podcast: Episode,
});
export type Bookmark = Static<typeof Bookmark>;
export const BookmarkList = Type.Object({ items: Type.Array(Bookmark), count: Type.Integer() });
export type BookmarkList = Static<typeof BookmarkList>;
export const BookmarkResponse = Type.Object({
  message: Type.String(),
  podcast_id: Type.Integer(),
  saved: Type.Boolean(),
});
export type BookmarkResponse = Static<typeof BookmarkResponse>;

// History and resume

export const ListQuery = Type.Object({
  page_skip: PageSkip,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  token: Token,
});
export type ListQuery = Static<typeof ListQuery>;

export const HistoryItem = Type.Object({
  id: Type.Integer({ description: 'history id' }),
  podcast_id: Type.Integer(),
  stop_time: Type.Integer({ description: 'seconds: where the player resumes' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent of the episode, stop_time / length' }),
  updated_at: DateTime,
  /** The episode, with `progress` as spec §3 lists it for history. */
  podcast: Type.Object({ ...Episode.properties, progress: Type.Integer() }),
});
export type HistoryItem = Static<typeof HistoryItem>;
export const HistoryList = Type.Object({ items: Type.Array(HistoryItem), count: Type.Integer() });
export type HistoryList = Static<typeof HistoryList>;

export const HistoryOfParams = Type.Object({ podcast_id: Id });
export type HistoryOfParams = Static<typeof HistoryOfParams>;
export const HistoryIdParams = Type.Object({ history_id: Id });
export type HistoryIdParams = Static<typeof HistoryIdParams>;
export const StopTimeBody = Type.Object({ stop_time: Seconds, token: Token });
export type StopTimeBody = Static<typeof StopTimeBody>;

/** A history row's position after a write. */
export const HistoryPosition = Type.Object({
  id: Type.Integer(),
  podcast_id: Type.Integer(),
  stop_time: Type.Integer(),
  progress: Type.Integer(),
});
export type HistoryPosition = Static<typeof HistoryPosition>;

export const SignalQuery = Type.Object({ podcast_id: Id, stop_time: Seconds, token: Token });
export type SignalQuery = Static<typeof SignalQuery>;
export const SignalResponse = Type.Object({
  ...HistoryPosition.properties,
  credited_seconds: Type.Integer({
    description: 'listening time this signal added: at most the progress since the last signal and the real time since',
  }),
});
export type SignalResponse = Static<typeof SignalResponse>;

export const ClearResponse = Type.Object({ message: Type.String(), deleted: Type.Integer() });
export type ClearResponse = Static<typeof ClearResponse>;

// Notifications

export const Notification = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  podcast: Nullable(Type.Object({ id: Type.Integer(), alias: Type.String() })),
  created_at: DateTime,
});
export type Notification = Static<typeof Notification>;
export const NotificationList = Type.Object({ items: Type.Array(Notification) });
export type NotificationList = Static<typeof NotificationList>;
export const NotificationDeleteBody = Type.Object({
  not_id: Type.Optional(Id),
  token: Token,
});
export type NotificationDeleteBody = Static<typeof NotificationDeleteBody>;

// Statistics (days and slots in Georgian time, Asia/Tbilisi)

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];
export const daySlots = ['00:00-08:00', '08:00-16:00', '16:00-24:00'] as const;
export type DaySlot = (typeof daySlots)[number];

export const TotalWatchTime = Type.Object({
  formatted_time: Type.String({ description: 'h:mm:ss, hours not limited to 24' }),
  seconds: Type.Integer(),
});
export type TotalWatchTime = Static<typeof TotalWatchTime>;

export const TopPodcast = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  title: Type.String(),
  category: Type.Object({ title: Type.String({ description: "'' when the episode has no category" }) }),
  watch_time: Type.Integer({ description: 'seconds' }),
});
export type TopPodcast = Static<typeof TopPodcast>;
export const TopPodcasts = Type.Object({ items: Type.Array(TopPodcast, { maxItems: 5 }) });
export type TopPodcasts = Static<typeof TopPodcasts>;

const Hours = Type.Number({ minimum: 0, description: 'hours, 4 decimals' });
export const DayStats = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD' }),
  '00:00-08:00': Hours,
  '08:00-16:00': Hours,
  '16:00-24:00': Hours,
  total_hours: Hours,
});
export type DayStats = Static<typeof DayStats>;
export const WatchTimeByDay = Type.Object({
  time_by_day: Type.Object(
    {
      Monday: DayStats,
      Tuesday: DayStats,
      Wednesday: DayStats,
      Thursday: DayStats,
      Friday: DayStats,
      Saturday: DayStats,
      Sunday: DayStats,
    },
    { description: 'the last 7 days (today and the 6 before), keyed by English weekday name, Monday first' },
  ),
});
export type WatchTimeByDay = Static<typeof WatchTimeByDay>;

export const WatchTimeLastMonth = Type.Object({
  time_by_day: Type.Record(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Object({ hours: Hours }), {
    description: '29 days, today minus 28 through today, oldest first',
  }),
});
export type WatchTimeLastMonth = Static<typeof WatchTimeLastMonth>;
