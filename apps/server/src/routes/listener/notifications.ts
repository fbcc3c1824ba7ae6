import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  IdParam,
  ListQuery,
  MessageResponse,
  NotificationDeleteBody,
  NotificationList,
  paths,
} from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import { bearer, listenerOf, queryIntoBody, tags } from './common';

const PAGE = 20;

/**
 * Notifications (spec §7): rows are written when a subscribed channel's episode becomes ready
 * (publishing); here the listener reads them, newest first, and deletes their own.
 */
export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    paths.notifications,
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first (page_skip: how many are loaded already; 20 per page)',
        security: bearer,
        querystring: ListQuery,
        response: { 200: NotificationList, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { page_skip = 0, limit = PAGE } = request.query;
      const rows = await app.db
        .selectFrom('notifications as n')
        .leftJoin('episodes as e', 'e.id', 'n.episode_id')
        .select(['n.id', 'n.message', 'n.created_at', 'e.id as episode_id', 'e.alias as episode_alias'])
        .where('n.user_id', '=', listenerOf(request).id)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .offset(page_skip)
        .limit(limit)
        .execute();
      return {
        items: rows.map((row) => ({
          id: row.id,
          message: row.message,
          podcast:
            row.episode_id !== null && row.episode_alias !== null
              ? { id: row.episode_id, alias: row.episode_alias }
              : null,
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );

  app.delete(
    paths.notification,
    {
      preValidation: queryIntoBody,
      schema: {
        tags,
        summary: 'Delete one of your notifications (not_id, when sent, must name the same one)',
        security: bearer,
        params: IdParam,
        body: NotificationDeleteBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const notId = request.body.not_id;
      if (notId !== undefined && notId !== id) {
        throw badRequest('not_id არ ემთხვევა მისამართის id-ს', { not_id: ['არ ემთხვევა მისამართის id-ს'] });
      }
      const deleted = await app.db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', listenerOf(request).id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('შეტყობინება ვერ მოიძებნა');
      return { message: 'შეტყობინება წაიშალა' };
    },
  );
}
