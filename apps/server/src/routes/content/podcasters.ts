import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParam, Podcaster, PodcasterList, PodcasterListQuery, paths } from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { notFound } from '../../lib/errors';
import { channelRowsOf, parseIds, toPodcaster } from './queries';

export default async function podcasterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['content'];

  app.get(
    paths.podcasters,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Podcasters (users with a channel); exclude_ids may repeat',
        querystring: PodcasterListQuery,
        response: { 200: PodcasterList, 400: ErrorResponse },
      },
    },
    async (request) => {
      const excluded = parseIds(request.query.exclude_ids);
      const limit = request.query.limit ?? 20;
      // The excluded ids as one array and the page's size written in: one statement for any page, planned once on
      // PGlite (queries.ts, rowsOf).
      const base = app.db
        .selectFrom('channels as ch')
        .$if(excluded.length > 0, (q) => q.where(sql<boolean>`ch.user_id <> all(${excluded}::int[])`));
      // The page of channels first (index order), then their podcaster rows (channel_rows, a plan made once per
      // connection); the total rides along as a scalar sub-query (one statement, one round trip).
      const page = base
        .select('ch.user_id')
        .orderBy('ch.episode_count', 'desc')
        .orderBy('ch.user_id', 'asc')
        .limit(sql.lit(limit))
        .offset(request.query.page_skip ?? 0);
      // The total from the kept number of channels (migration 0021), less the excluded ids that are channels.
      const counted = sql<number>`(select n from channel_count) - (select count(*)::int from channels
        where user_id = any(${excluded}::int[]))`;
      const rows = await channelRowsOf<{ total: number }>(app.db, page, sql`, ${counted} as total`);
      // A page past the end has no row to carry the total: count on its own then.
      const total =
        rows[0]?.total ??
        (await sql<{ total: number }>`select ${counted} as total`.execute(app.db)).rows[0]?.total ??
        0;
      return { items: rows.map(toPodcaster), count: Number(total) };
    },
  );

  app.get(
    paths.podcaster,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One podcaster (channel); the id is the owner’s user id',
        params: IdParam,
        response: { 200: Podcaster, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const [row] = await channelRowsOf(app.db, [request.params.id]);
      if (!row) throw notFound('პოდკასტერი ვერ მოიძებნა');
      return toPodcaster(row);
    },
  );
}
