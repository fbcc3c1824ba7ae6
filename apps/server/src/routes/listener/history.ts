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
import type { Db } from '../../db/index';
import { notFound } from '../../lib/errors';
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
import type { SignalWrites } from './signals';

const historyMissing = () => notFound('ისტორიის ჩანაწერი ვერ მოიძებნა');
const HISTORY_LIMIT = 100;
/** Home shows 4 on desktop and 8 in the slider (spec §2). */
const LAST_LISTENED_LIMIT = 8;
/** Per client address. */
const SIGNALS_PER_MINUTE = 600;

/**
 * Deletes history rows and moves the user's signal count on in the same statement, so that a copy of the user's
 * signal state kept by another instance no longer matches and is read again (signals.ts).
 */
async function deleteHistory(db: Db, userId: number, historyId?: number): Promise<number> {
  const { rows } = await sql<{ deleted: number }>`
    with d as (
      delete from history where user_id = ${userId} ${historyId === undefined ? sql`` : sql`and id = ${historyId}`}
      returning id
    ),
    moved as (update users set signal_seq = signal_seq + 1 where id = ${userId} and exists (select 1 from d))
    select count(*)::int as deleted from d
  `.execute(db);
  return Number(rows[0]?.deleted ?? 0);
}

/** Listening history, resume positions and the player's signals (spec §4 player; §7). */
export default async function historyRoutes(fastify: FastifyInstance, { signals }: { signals: SignalWrites }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Every call but the signal reads or changes what signals write: the user's queued signals are written first.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== paths.podcastSignal) await signals.settle(listenerOf(request).id);
  });
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
      const userId = listenerOf(request).id;
      const deleted = await deleteHistory(app.db, userId, request.params.id);
      signals.forget(userId);
      if (deleted === 0) throw historyMissing();
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
      const userId = listenerOf(request).id;
      const deleted = await deleteHistory(app.db, userId);
      signals.forget(userId);
      return { message: 'ისტორია გასუფთავდა', deleted };
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
      const { podcast_id: podcastId, stop_time } = request.query;
      // Answered from memory; written behind (signals.ts, ADR 007).
      return signals.record(listenerOf(request).id, podcastId, stop_time, app.config.now());
    },
  );
}
