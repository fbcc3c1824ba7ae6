import type { Profile } from '@podcast/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { User } from '../../db/types';
import { podcasterBase, toPodcaster } from '../content/queries';

export async function buildProfile(db: Db, user: User): Promise<Profile> {
  const [channel, stats, subscribed] = await Promise.all([
    podcasterBase(db).where('ch.user_id', '=', user.id).executeTakeFirst(),
    db
      .selectNoFrom([
        sql<number>`(select coalesce(sum(seconds), 0)::int from listening_events where user_id = ${user.id})`.as(
          'watch_time',
        ),
        sql<number>`(select count(*)::int from episodes where created_by_id = ${user.id})`.as('added'),
      ])
      .executeTakeFirstOrThrow(),
    podcasterBase(db)
      .innerJoin('subscriptions as s', 's.channel_id', 'ch.user_id')
      .where('s.user_id', '=', user.id)
      .orderBy('s.created_at', 'desc')
      .execute(),
  ]);
  const podcaster = channel ? toPodcaster(channel) : undefined;
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    image: user.image,
    image_url: user.image,
    channel: podcaster?.channel ?? null,
    channel_description: podcaster?.channel_description ?? null,
    alias: podcaster?.alias ?? null,
    podcast_episodes_count: podcaster?.episode_count ?? 0,
    subscribers_count: podcaster?.subscribers_count ?? 0,
    average_rating: podcaster?.average_rating ?? 0,
    total_podcast_watch_time: Number(stats.watch_time),
    subscribed_channels: subscribed.map(toPodcaster).map((p) => ({
      id: p.id,
      alias: p.alias,
      image: p.image,
      channel: p.channel,
      rating: p.average_rating,
      episode_count: p.episode_count,
      description: p.channel_description,
    })),
    added_podcasts: Number(stats.added),
  };
}
