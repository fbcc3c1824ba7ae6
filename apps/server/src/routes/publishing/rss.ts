import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParam, publishingPaths } from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { notFound } from '../../lib/errors';
import { buildFeed, podcastGuid } from '../../lib/rss';
import { encodeMediaPath } from '../../plugins/media';

/** Feeds are re-read by podcast apps every few minutes at most; ETag answers the rest with 304. */
const MAX_AGE_SECONDS = 300;
const MAX_ITEMS = 5_000;

export default async function rssRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const site = app.config.publicUrl;
  const media = (path: string) => (/^https?:\/\//i.test(path) ? path : `${site}/media/${encodeMediaPath(path)}`);

  app.get(
    publishingPaths.rss,
    {
      schema: {
        tags: ['publishing'],
        summary:
          'The channel’s podcast RSS 2.0 feed (iTunes and podcast: namespaces), for Apple Podcasts, Spotify and others',
        params: IdParam,
        produces: ['application/rss+xml'],
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const channel = await app.db
        .selectFrom('channels as ch')
        .innerJoin('users as u', 'u.id', 'ch.user_id')
        .select([
          'ch.user_id as id',
          'ch.name',
          'ch.alias',
          'ch.description',
          'ch.image',
          'ch.feed_guid',
          'u.first_name',
          'u.last_name',
          'u.image as user_image',
        ])
        .where('ch.user_id', '=', id)
        .executeTakeFirst();
      if (!channel) throw notFound('არხი ვერ მოიძებნა');
      const feed = `${site}${publishingPaths.rss.replace(':id', String(id))}`;
      let guid = channel.feed_guid;
      if (!guid) {
        // Fixed at first use: the guid must not change even if the feed moves (PUBLIC_URL changes).
        guid = podcastGuid(feed);
        await app.db.updateTable('channels').set({ feed_guid: guid }).where('user_id', '=', id).execute();
      }
      const rows = await app.db
        .selectFrom('episodes as e')
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
          'e.file_size',
          'e.image',
          'c.alias as category_alias',
        ])
        .where('e.created_by_id', '=', id)
        .where(sql<boolean>`e.status = 'ready' and e.is_published`)
        .where('e.media_path', 'is not', null)
        .orderBy('e.published_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(MAX_ITEMS)
        .execute();
      const body = buildFeed(
        {
          id: channel.id,
          name: channel.name,
          alias: channel.alias,
          description: channel.description,
          author: `${channel.first_name} ${channel.last_name}`.trim() || channel.name,
          image: channel.image ?? channel.user_image,
          guid,
        },
        rows.map((r) => ({
          id: r.id,
          alias: r.alias,
          title: r.title,
          content: r.content,
          published: new Date(r.published_at),
          seconds: r.video_length_seconds,
          mediaPath: r.media_path ?? '',
          ext: r.extention_type ?? '',
          size: Number(r.file_size ?? 0),
          image: r.image,
          categoryAlias: r.category_alias,
        })),
        { site, feed, media },
      );
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .type('application/rss+xml; charset=utf-8');
      const match = request.headers['if-none-match'];
      if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
      return reply.send(body);
    },
  );
}
