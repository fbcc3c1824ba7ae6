import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BookmarkList, BookmarkResponse, ErrorResponse, ListQuery, PodcastIdQuery, paths } from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { notFound } from '../../lib/errors';
import { episodeBase, toEpisode } from '../content/queries';
import { bearer, bodyIntoQuery, listenerOf, tags } from './common';
import { prepared } from './prepared';

/** The save toggle needs the whole list; this bounds one answer all the same. */
const MAX_BOOKMARKS = 1000;

const savedBase = (db: Db, userId: number) =>
  episodeBase(db).innerJoin('bookmarks as b', 'b.episode_id', 'e.id').where('b.user_id', '=', userId);

/** The page and the count in one query (the count over every row, before the offset and limit). */
const savedRows = prepared(
  (db: Db, userId: number, pageSkip: number, limit: number) =>
    savedBase(db, userId)
      .select('b.created_at as saved_at')
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .orderBy('b.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .offset(pageSkip)
      .limit(limit),
  [-1_000_000_001, -1_000_000_002, -1_000_000_003],
);

/** One page of a user's saved episodes, newest first, and how many they saved in all. */
export async function savedPage(db: Db, userId: number, pageSkip: number, limit: number) {
  const rows = await savedRows(db, userId, pageSkip, limit);
  // Only a page past the end, which has no row to carry the count, counts apart.
  const total =
    rows[0]?.total ??
    (pageSkip > 0
      ? (
          await savedBase(db, userId)
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count
      : 0);
  return { rows, total };
}

/**
 * Saves an episode for a user when it is playable: whether it was found, and whether it was new. One statement: the
 * episode (published, ready, on a channel, as every public list shows it) and the insert.
 */
const saveStatement = prepared(
  (db: Db, userId: number, podcastId: number, now: Date) =>
    db
      .with('episode', (q) =>
        q
          .selectFrom('episodes as e')
          .select('e.id')
          .where('e.id', '=', podcastId)
          .where(sql<boolean>`e.status = 'ready' and e.is_published`)
          .where((eb) =>
            eb.exists(
              eb.selectFrom('channels as ch').select('ch.user_id').whereRef('ch.user_id', '=', 'e.created_by_id'),
            ),
          ),
      )
      .with('saved', (q) =>
        q
          .insertInto('bookmarks')
          .columns(['user_id', 'episode_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('episode')
              .select([
                sql<number>`${userId}::int`.as('user_id'),
                'episode.id',
                sql<Date>`${now}::timestamptz`.as('created_at'),
              ]),
          )
          .onConflict((oc) => oc.columns(['user_id', 'episode_id']).doNothing())
          .returning('episode_id'),
      )
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('episode').select('episode.id')).as('found'),
        eb.exists(eb.selectFrom('saved').select('saved.episode_id')).as('inserted'),
      ]),
  [-1_000_000_001, -1_000_000_002, new Date(0)],
);

export async function saveBookmark(db: Db, userId: number, podcastId: number, now: Date) {
  const [row] = await saveStatement(db, userId, podcastId, now);
  if (!row) throw new Error('saving a bookmark answered no row');
  return row;
}

/** Saved episodes (spec §4 save toggle; §7). A bookmark is one per user and episode, so both writes are idempotent. */
export default async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    paths.bookmarks,
    {
      schema: {
        tags,
        summary: 'The signed-in user’s saved episodes, most recently saved first (up to 1000 unless limited)',
        security: bearer,
        querystring: ListQuery,
        response: { 200: BookmarkList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = listenerOf(request);
      const { page_skip = 0, limit } = request.query;
      const { rows, total } = await savedPage(app.db, user.id, page_skip, limit ?? MAX_BOOKMARKS);
      return {
        items: rows.map((row) => ({
          id: row.id,
          podcast_id: row.id,
          created_at: new Date(row.saved_at).toISOString(),
          podcast: toEpisode(row),
        })),
        count: Number(total),
      };
    },
  );

  app.post(
    paths.bookmarkAdd,
    {
      preValidation: bodyIntoQuery,
      schema: {
        tags,
        summary: 'Save an episode (query podcast_id); saving again changes nothing',
        security: bearer,
        querystring: PodcastIdQuery,
        response: {
          200: BookmarkResponse,
          201: BookmarkResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = listenerOf(request);
      const podcastId = request.query.podcast_id;
      const { found, inserted } = await saveBookmark(app.db, user.id, podcastId, app.config.now());
      if (!found) throw notFound('პოდკასტი ვერ მოიძებნა');
      return reply
        .status(inserted ? 201 : 200)
        .send({ message: 'პოდკასტი შენახულია', podcast_id: podcastId, saved: true });
    },
  );

  app.delete(
    paths.bookmarkDelete,
    {
      preValidation: bodyIntoQuery,
      schema: {
        tags,
        summary: 'Remove an episode from the saved ones (query podcast_id); removing again changes nothing',
        security: bearer,
        querystring: PodcastIdQuery,
        response: { 200: BookmarkResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = listenerOf(request);
      const podcastId = request.query.podcast_id;
      await app.db.deleteFrom('bookmarks').where('user_id', '=', user.id).where('episode_id', '=', podcastId).execute();
      return { message: 'პოდკასტი წაიშალა შენახულებიდან', podcast_id: podcastId, saved: false };
    },
  );
}
