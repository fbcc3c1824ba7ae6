import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { rng } from './media';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Tbilisi is UTC+4 all year (no daylight saving since 2005). */
const TBILISI_OFFSET = 4 * HOUR;
/** Favourite listening times, Georgian clock: hour of the day and how likely a session starts then. */
const HABITS = [
  { hour: 8, chance: 0.55 },
  { hour: 13, chance: 0.3 },
  { hour: 19, chance: 0.5 },
  { hour: 22.5, chance: 0.45 },
];
const RATINGS = [5, 4, 5, 3, 4, 5, 4, 3];

/**
 * The demo listener's activity, so profile, statistics, history, "last listened", saved and
 * notifications show something real on first start: three subscriptions, ratings of every
 * channel, four weeks of listening sessions (morning, lunch, evening and late, more at weekends)
 * ending before `now`, the history and resume points they leave, bookmarks and notifications.
 * Deterministic for a given `now`; sessions never overlap, as credited listening never does.
 */
export async function seedListenerActivity(
  db: Kysely<Database>,
  listenerId: number,
  podcasterIds: number[],
  now: number,
): Promise<void> {
  const random = rng(20250310);
  const episodes = await db
    .selectFrom('episodes')
    .select(['id', 'title', 'created_by_id', 'video_length_seconds', 'published_at'])
    .where('status', '=', 'ready')
    .where('is_published', '=', true)
    .where('video_length_seconds', '>', 0)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (episodes.length === 0) return;
  const subscribed = podcasterIds.slice(1, 4);

  await db
    .insertInto('subscriptions')
    .values(
      subscribed.map((id, i) => ({ user_id: listenerId, channel_id: id, created_at: new Date(now - (30 - i) * DAY) })),
    )
    .execute();
  await db
    .insertInto('ratings')
    .values(
      podcasterIds.map((id, i) => ({
        user_id: listenerId,
        channel_id: id,
        rating: RATINGS[i % RATINGS.length] ?? 4,
        updated_at: new Date(now - (20 - i) * DAY),
      })),
    )
    .execute();

  // A pool of favourites, the first ones picked more often, so the top 5 stands out.
  const pool = episodes.slice(0, 14);
  const pick = () => pool[Math.floor(random() ** 1.6 * pool.length)] ?? pool[0];
  const position = new Map<number, number>();
  const lastHeard = new Map<number, number>();
  const events: { user_id: number; episode_id: number; seconds: number; created_at: Date }[] = [];

  const todayStart = Math.floor((now + TBILISI_OFFSET) / DAY) * DAY - TBILISI_OFFSET;
  for (let day = 27; day >= 0; day--) {
    const dayStart = todayStart - day * DAY;
    const weekday = new Date(dayStart + TBILISI_OFFSET).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const habit of HABITS) {
      if (random() > habit.chance * (weekend ? 1.3 : 1)) continue;
      let at = dayStart + habit.hour * HOUR + Math.floor(random() * 50) * 60_000;
      let budget = (10 + Math.floor(random() * (weekend ? 50 : 35))) * 60;
      while (budget > 30) {
        const episode = pick();
        if (!episode) break;
        const length = episode.video_length_seconds;
        const from = (position.get(episode.id) ?? 0) >= length ? 0 : (position.get(episode.id) ?? 0);
        const seconds = Math.min(length - from, budget);
        const end = at + seconds * 1000;
        if (end > now) break;
        events.push({ user_id: listenerId, episode_id: episode.id, seconds, created_at: new Date(end) });
        position.set(episode.id, from + seconds);
        lastHeard.set(episode.id, end);
        budget -= seconds;
        at = end + 20_000;
      }
    }
  }

  for (let i = 0; i < events.length; i += 200) {
    await db
      .insertInto('listening_events')
      .values(events.slice(i, i + 200))
      .execute();
  }
  if (lastHeard.size > 0) {
    await db
      .insertInto('history')
      .values(
        [...lastHeard].map(([episodeId, end]) => {
          const stopTime = position.get(episodeId) ?? 0;
          const at = new Date(end);
          return {
            user_id: listenerId,
            episode_id: episodeId,
            stop_time: stopTime,
            updated_at: at,
            signal_position: stopTime,
            signal_at: at,
          };
        }),
      )
      .execute();
  }

  const heard = [...lastHeard.keys()];
  const unheard = episodes.filter((e) => !lastHeard.has(e.id)).map((e) => e.id);
  const saved = [...heard.slice(0, 3), ...unheard.slice(0, 3)];
  await db
    .insertInto('bookmarks')
    .values(
      saved.map((id, i) => ({ user_id: listenerId, episode_id: id, created_at: new Date(now - (i + 1) * 5 * HOUR) })),
    )
    .execute();

  const channels = await db
    .selectFrom('channels')
    .select(['user_id', 'name'])
    .where('user_id', 'in', subscribed.length > 0 ? subscribed : [0])
    .execute();
  const channelName = new Map(channels.map((c) => [c.user_id, c.name]));
  const news = episodes.filter((e) => channelName.has(e.created_by_id)).slice(0, 6);
  if (news.length > 0) {
    await db
      .insertInto('notifications')
      .values(
        news.map((e) => ({
          user_id: listenerId,
          episode_id: e.id,
          message: `არხმა „${channelName.get(e.created_by_id)}“ გამოაქვეყნა ახალი ეპიზოდი: „${e.title}“`,
          created_at: new Date(e.published_at),
        })),
      )
      .execute();
  }
}
