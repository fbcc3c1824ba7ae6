import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClearResponse,
  ErrorResponse,
  HistoryIdParams,
  HistoryItem,
  HistoryList,
  HistoryOfParams,
  HistoryPosition,
  IdParam,
  ListQuery,
  MessageResponse,
  paths,
  SignalQuery,
  SignalResponse,
  StopTimeBody,
} from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HttpError, notFound } from '../../lib/errors';
import { creditFor, MAX_CREDIT_SECONDS } from '../../lib/watch-time';
import {
  bearer,
  bodyIntoQuery,
  clampPosition,
  listenerOf,
  numbersOnly,
  progressOf,
  queryIntoBody,
  tags,
} from './common';
import { historyBase, toHistoryItem } from './queries';

const historyMissing = () => notFound('ისტორიის ჩანაწერი ვერ მოიძებნა');
const HISTORY_LIMIT = 100;
/** Home shows 4 on desktop and 8 in the slider (spec §2). */
const LAST_LISTENED_LIMIT = 8;
/** Per client address. */
const SIGNALS_PER_MINUTE = 600;
/** Reads and writes of one signal before giving up (each retry means another signal of the user got in first). */
const MAX_SIGNAL_ATTEMPTS = 20;

/** Listening history, resume positions and the player's signals (spec §4 player; §7). */
export default async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  async function listHistory(userId: number, pageSkip: number, limit: number) {
    const [rows, total] = await Promise.all([
      historyBase(app.db, userId)
        .orderBy('h.updated_at', 'desc')
        .orderBy('h.id', 'desc')
        .offset(pageSkip)
        .limit(limit)
        .execute(),
      historyBase(app.db, userId)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toHistoryItem), count: Number(total.count) };
  }

  app.get(
    paths.history,
    {
      schema: {
        tags,
        summary: 'Listening history, most recent first, with progress in percent',
        security: bearer,
        querystring: ListQuery,
        response: { 200: HistoryList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { page_skip = 0, limit = HISTORY_LIMIT } = request.query;
      return listHistory(listenerOf(request).id, page_skip, limit);
    },
  );

  app.get(
    paths.lastListened,
    {
      schema: {
        tags,
        summary: 'The episodes listened to last, most recent first, one row per episode (8 unless limited)',
        security: bearer,
        querystring: ListQuery,
        response: { 200: HistoryList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { page_skip = 0, limit = LAST_LISTENED_LIMIT } = request.query;
      return listHistory(listenerOf(request).id, page_skip, limit);
    },
  );

  app.get(
    paths.historyOf,
    {
      schema: {
        tags,
        summary: 'The history row of one episode: stop_time is where the player resumes (404 when never played)',
        security: bearer,
        params: HistoryOfParams,
        response: { 200: HistoryItem, ...errors },
      },
    },
    async (request) => {
      const row = await historyBase(app.db, listenerOf(request).id)
        .where('e.id', '=', request.params.podcast_id)
        .executeTakeFirst();
      if (!row) throw historyMissing();
      return toHistoryItem(row);
    },
  );

  app.post(
    paths.historyStopTime,
    {
      preValidation: [queryIntoBody, numbersOnly('stop_time')],
      schema: {
        tags,
        summary: 'Save where the player stopped in one of your history rows (no listening time is credited)',
        security: bearer,
        params: HistoryIdParams,
        body: StopTimeBody,
        response: { 200: HistoryPosition, ...errors },
      },
    },
    async (request) => {
      const user = listenerOf(request);
      const row = await app.db
        .selectFrom('history as h')
        .innerJoin('episodes as e', 'e.id', 'h.episode_id')
        .select(['h.id', 'h.episode_id', 'e.video_length_seconds'])
        .where('h.id', '=', request.params.history_id)
        .where('h.user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw historyMissing();
      const stopTime = clampPosition(request.body.stop_time, row.video_length_seconds);
      await app.db
        .updateTable('history')
        .set({ stop_time: stopTime, updated_at: app.config.now() })
        .where('id', '=', row.id)
        .execute();
      return {
        id: row.id,
        podcast_id: row.episode_id,
        stop_time: stopTime,
        progress: progressOf(stopTime, row.video_length_seconds),
      };
    },
  );

  app.delete(
    paths.historyDelete,
    {
      schema: {
        tags,
        summary: 'Delete one of your history rows',
        security: bearer,
        params: IdParam,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const deleted = await app.db
        .deleteFrom('history')
        .where('id', '=', request.params.id)
        .where('user_id', '=', listenerOf(request).id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw historyMissing();
      return { message: 'ჩანაწერი წაიშალა ისტორიიდან' };
    },
  );

  app.delete(
    paths.historyClear,
    {
      schema: {
        tags,
        summary: 'Clear your whole history (watch-time statistics stay)',
        security: bearer,
        response: { 200: ClearResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const deleted = await app.db
        .deleteFrom('history')
        .where('user_id', '=', listenerOf(request).id)
        .executeTakeFirst();
      return { message: 'ისტორია გასუფთავდა', deleted: Number(deleted.numDeletedRows) };
    },
  );

  app.post(
    paths.podcastSignal,
    {
      preValidation: [bodyIntoQuery, numbersOnly('stop_time', 'query')],
      // A player signals every 30 s or so; this only keeps a runaway client from flooding the database.
      config: { rateLimit: { max: SIGNALS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'The player’s position (query podcast_id, stop_time): updates the history row and credits listening time ' +
          'from the previous signal of this episode — at most the progress since then and the real time since then',
        description:
          'Send one when playback starts, regularly while it runs (e.g. every 30 s), and on pause or leaving. ' +
          'The first signal of an episode only sets the starting point.',
        security: bearer,
        querystring: SignalQuery,
        response: { 200: SignalResponse, ...errors, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const user = listenerOf(request);
      const { podcast_id: podcastId, stop_time } = request.query;
      const now = app.config.now();
      // No transaction: one read and one compare-and-swap write (migration 0011), again when another signal of
      // this user got in between. A transaction held a connection (PGlite's only one) for four round trips.
      for (let attempt = 1; ; attempt++) {
        // The episode, this user's previous signal of it, the end of their last credited interval and their
        // signal count, in one statement (one snapshot).
        const episode = await app.db
          .selectFrom('episodes as e')
          .leftJoin('history as h', (join) => join.onRef('h.episode_id', '=', 'e.id').on('h.user_id', '=', user.id))
          .select(['e.id', 'e.video_length_seconds', 'h.signal_position', 'h.signal_at'])
          .select((eb) => [
            eb
              .selectFrom('listening_events')
              .select((inner) => inner.fn.max('created_at').as('end'))
              .where('user_id', '=', user.id)
              .as('last_end'),
            eb.selectFrom('users').select('signal_seq').where('id', '=', user.id).as('seq'),
          ])
          .where('e.id', '=', podcastId)
          .where(sql<boolean>`e.status = 'ready' and e.is_published`)
          .executeTakeFirst();
        if (!episode) throw notFound('პოდკასტი ვერ მოიძებნა');
        const length = episode.video_length_seconds;
        const position = clampPosition(stop_time, length);
        const credit = creditFor({
          position,
          anchor:
            episode.signal_at != null && episode.signal_position != null
              ? { position: episode.signal_position, at: new Date(episode.signal_at) }
              : null,
          cursor: episode.last_end ? new Date(episode.last_end) : null,
          now,
          cap: length > 0 ? length : MAX_CREDIT_SECONDS,
        });
        // The count moves on only from the value read (the row is locked until the statement ends, and a signal
        // that waited for it sees the new value and matches nothing); the history row and the credited interval
        // are written only when it did, all in one statement.
        const claimed = app.db.with('claimed', (db) =>
          db
            .updateTable('users')
            .set((eb) => ({ signal_seq: eb('signal_seq', '+', 1) }))
            .where('id', '=', user.id)
            .where('signal_seq', '=', Number(episode.seq))
            .returning('id'),
        );
        const history = claimed.with('h', (db) =>
          db
            .insertInto('history')
            .columns(['user_id', 'episode_id', 'stop_time', 'updated_at', 'signal_position', 'signal_at'])
            .expression((eb) =>
              eb
                .selectFrom('claimed')
                .select([
                  'claimed.id',
                  sql<number>`${podcastId}::int`.as('episode_id'),
                  sql<number>`${position}::int`.as('stop_time'),
                  sql<Date>`${now}::timestamptz`.as('updated_at'),
                  sql<number>`${position}::int`.as('signal_position'),
                  sql<Date>`${now}::timestamptz`.as('signal_at'),
                ]),
            )
            .onConflict((oc) =>
              oc.columns(['user_id', 'episode_id']).doUpdateSet((eb) => ({
                stop_time: eb.ref('excluded.stop_time'),
                updated_at: eb.ref('excluded.updated_at'),
                signal_position: eb.ref('excluded.signal_position'),
                signal_at: eb.ref('excluded.signal_at'),
              })),
            )
            .returning('id'),
        );
        const written = credit
          ? await history
              .with('credited', (db) =>
                db
                  .insertInto('listening_events')
                  .columns(['user_id', 'episode_id', 'seconds', 'created_at'])
                  .expression((eb) =>
                    eb
                      .selectFrom('claimed')
                      .select([
                        'claimed.id',
                        sql<number>`${podcastId}::int`.as('episode_id'),
                        sql<number>`${credit.seconds}::int`.as('seconds'),
                        sql<Date>`${credit.end}::timestamptz`.as('created_at'),
                      ]),
                  ),
              )
              .selectFrom('h')
              .select('h.id')
              .executeTakeFirst()
          : await history.selectFrom('h').select('h.id').executeTakeFirst();
        if (!written) {
          if (attempt < MAX_SIGNAL_ATTEMPTS) continue;
          throw new HttpError(503, 'სერვერი ახლა დატვირთულია, სცადეთ რამდენიმე წამში', undefined, {
            'retry-after': '1',
          });
        }
        return {
          id: written.id,
          podcast_id: podcastId,
          stop_time: position,
          progress: progressOf(position, length),
          credited_seconds: credit?.seconds ?? 0,
        };
      }
    },
  );
}
