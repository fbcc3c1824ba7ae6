import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  ListQuery,
  paths,
  TopPodcasts,
  TotalWatchTime,
  WatchTimeByDay,
  WatchTimeLastMonth,
} from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatWatchTime, watchTimeByDay, watchTimeLastMonth } from '../../lib/watch-time';
import { bearer, listenerOf, tags } from './common';
import type { SignalWrites } from './signals';

/**
 * Watch-time statistics of the signed-in user (spec §3, §9), from the credited listening intervals.
 * Days and 8-hour slots are Georgian time (Asia/Tbilisi); an interval crossing a boundary is split.
 */
export default async function statisticsRoutes(fastify: FastifyInstance, { signals }: { signals: SignalWrites }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Listening time comes from signals: the user's queued ones are written first.
  app.addHook('preHandler', async (request) => signals.settle(listenerOf(request).id));
  const statistics = { tags: [...tags, 'statistics'], security: bearer, querystring: ListQuery };
  const errors = { 400: ErrorResponse, 401: ErrorResponse };

  app.get(
    paths.totalWatchTime,
    {
      schema: { ...statistics, summary: 'Total listening time', response: { 200: TotalWatchTime, ...errors } },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('listening_events')
        .select(sql<number>`coalesce(sum(seconds), 0)::bigint`.as('seconds'))
        .where('user_id', '=', listenerOf(request).id)
        .executeTakeFirstOrThrow();
      const seconds = Number(row.seconds);
      return { formatted_time: formatWatchTime(seconds), seconds };
    },
  );

  app.get(
    paths.top5,
    {
      schema: {
        ...statistics,
        summary: 'The 5 published episodes you listened to longest',
        response: { 200: TopPodcasts, ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('listening_events as le')
        .innerJoin('episodes as e', 'e.id', 'le.episode_id')
        .leftJoin('categories as c', 'c.id', 'e.category_id')
        .where('le.user_id', '=', listenerOf(request).id)
        .where(sql<boolean>`e.status = 'ready' and e.is_published`)
        .groupBy(['e.id', 'c.title'])
        .select([
          'e.id',
          'e.alias',
          'e.title',
          'c.title as category_title',
          sql<number>`sum(le.seconds)::bigint`.as('seconds'),
        ])
        .orderBy(sql`sum(le.seconds)`, 'desc')
        .orderBy(sql`max(le.created_at)`, 'desc')
        .orderBy('e.id')
        .limit(5)
        .execute();
      return {
        items: rows.map((row) => ({
          id: row.id,
          alias: row.alias,
          title: row.title,
          category: { title: row.category_title ?? '' },
          watch_time: Number(row.seconds),
        })),
      };
    },
  );

  app.get(
    paths.watchByDay,
    {
      schema: {
        ...statistics,
        summary: 'Hours per weekday for the last 7 days, in slots 00:00-08:00, 08:00-16:00, 16:00-24:00 (Tbilisi)',
        response: { 200: WatchTimeByDay, ...errors },
      },
    },
    async (request) => ({ time_by_day: await watchTimeByDay(app.db, listenerOf(request).id, app.config.now()) }),
  );

  app.get(
    paths.watchLastMonth,
    {
      schema: {
        ...statistics,
        summary: 'Hours per day for 29 days, today minus 28 through today (Tbilisi), keyed YYYY-MM-DD',
        response: { 200: WatchTimeLastMonth, ...errors },
      },
    },
    async (request) => ({ time_by_day: await watchTimeLastMonth(app.db, listenerOf(request).id, app.config.now()) }),
  );
}
