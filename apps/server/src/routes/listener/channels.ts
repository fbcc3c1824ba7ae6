import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  IdParam,
  paths,
  RateBody,
  RateResponse,
  SubscribeBody,
  SubscribeResponse,
} from '@podcast/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import { forbidden, notFound } from '../../lib/errors';
import { bearer, listenerOf, numbersOnly, queryIntoBody, tags } from './common';

const channelMissing = () => notFound('არხი ვერ მოიძებნა');

async function channelExists(db: Db, channelId: number) {
  const row = await db.selectFrom('channels').select('user_id').where('user_id', '=', channelId).executeTakeFirst();
  if (!row) throw channelMissing();
}

async function subscribersCount(db: Db, channelId: number) {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Subscriptions and ratings of channels (spec §4 subscribe toggle, rating; §7). */
export default async function channelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const toggle = { tags, security: bearer, body: SubscribeBody } as const;
  const responses = { 200: SubscribeResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  app.post(
    paths.subscribe,
    {
      preValidation: queryIntoBody,
      schema: {
        ...toggle,
        summary: 'Subscribe to a channel; subscribing again changes nothing',
        response: { ...responses, 201: SubscribeResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = listenerOf(request);
      const channelId = request.body.channel_id;
      await channelExists(app.db, channelId);
      if (channelId === user.id) throw forbidden('საკუთარი არხის გამოწერა შეუძლებელია');
      const inserted = await app.db
        .insertInto('subscriptions')
        .values({ user_id: user.id, channel_id: channelId, created_at: app.config.now() })
        .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
        .returning('channel_id')
        .executeTakeFirst();
      if (inserted) app.invalidatePublicCache({ channel: channelId });
      return reply.status(inserted ? 201 : 200).send({
        message: 'არხი გამოწერილია',
        channel_id: channelId,
        subscribed: true,
        subscribers_count: await subscribersCount(app.db, channelId),
      });
    },
  );

  app.post(
    paths.unsubscribe,
    {
      preValidation: queryIntoBody,
      schema: {
        ...toggle,
        summary: 'Cancel a subscription; cancelling again changes nothing',
        response: responses,
      },
    },
    async (request) => {
      const user = listenerOf(request);
      const channelId = request.body.channel_id;
      await channelExists(app.db, channelId);
      const deleted = await app.db
        .deleteFrom('subscriptions')
        .where('user_id', '=', user.id)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) app.invalidatePublicCache({ channel: channelId });
      return {
        message: 'გამოწერა გაუქმებულია',
        channel_id: channelId,
        subscribed: false,
        subscribers_count: await subscribersCount(app.db, channelId),
      };
    },
  );

  app.post(
    paths.rate,
    {
      preValidation: [queryIntoBody, numbersOnly('rating')],
      schema: {
        tags,
        summary: 'Rate a channel with 1 to 5 whole stars; a new rating replaces the previous one',
        security: bearer,
        params: IdParam,
        body: RateBody,
        response: { ...responses, 200: RateResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const user = listenerOf(request);
      const channelId = request.params.id;
      const { rating } = request.body;
      await channelExists(app.db, channelId);
      if (channelId === user.id) throw forbidden('საკუთარი არხის შეფასება შეუძლებელია');
      await app.db
        .insertInto('ratings')
        .values({ user_id: user.id, channel_id: channelId, rating, updated_at: app.config.now() })
        .onConflict((oc) =>
          oc.columns(['user_id', 'channel_id']).doUpdateSet((eb) => ({
            rating: eb.ref('excluded.rating'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      app.invalidatePublicCache({ channel: channelId });
      const summary = await app.db
        .selectFrom('ratings')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.avg<number>('rating'), eb.lit(0)).as('average'),
        ])
        .where('channel_id', '=', channelId)
        .executeTakeFirstOrThrow();
      return {
        message: 'შეფასება შენახულია',
        channel_id: channelId,
        rating,
        average_rating: Math.round(Number(summary.average) * 10) / 10,
        ratings_count: Number(summary.count),
      };
    },
  );
}
