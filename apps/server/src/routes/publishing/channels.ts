import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChannelFields,
  ChannelResponse,
  ErrorResponse,
  MessageResponse,
  paths,
  TokenBody,
  UpdateChannelFields,
} from '@podcast/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { episodeMediaDir, removeUnreferenced } from '../../lib/media-files';
import { sanitizeDescription } from '../../lib/sanitize';
import { slugify } from '../../lib/text';
import { podcasterBase, toPodcaster } from '../content/queries';
import { plainLine, readSignedInForm, storeImage, validator } from './form';

const bearer = [{ bearer: [] }];
const checkChannel = validator(ChannelFields);
const checkUpdate = validator(UpdateChannelFields);
const noChannel = () => notFound('არხი ვერ მოიძებნა: ჯერ დაარეგისტრირეთ არხი');

async function ensureBody(request: FastifyRequest) {
  request.body ??= {};
}

export default async function channelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['publishing'];
  const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
  const podcaster = async (userId: number) =>
    toPodcaster(await podcasterBase(app.db).where('ch.user_id', '=', userId).executeTakeFirstOrThrow());

  app.post(
    paths.registerChannel,
    {
      schema: {
        tags,
        summary:
          'Register the signed-in user’s channel (one per user): channel, channel_description (HTML) in the query or form, optional multipart image',
        security: bearer,
        consumes,
        response: {
          201: ChannelResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { fields, image, user } = await readSignedInForm(app, request);
      checkChannel(fields);
      const name = plainLine(fields.channel ?? '');
      if (!name) throw badRequest('არასწორი მონაცემები', { channel: ['ველი სავალდებულოა'] });
      const existing = await app.db
        .selectFrom('channels')
        .select('user_id')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (existing) throw conflict('თქვენ უკვე გაქვთ არხი');
      const imagePath = image ? await storeImage(app, 'channels', user.id, image) : null;
      const created = await app.db
        .insertInto('channels')
        .values({
          user_id: user.id,
          name,
          alias: slugify(name),
          description: sanitizeDescription(fields.channel_description ?? ''),
          image: imagePath,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!created) {
        // Two registrations raced: the other one won.
        await removeUnreferenced(app.db, app.storage, [imagePath]);
        throw conflict('თქვენ უკვე გაქვთ არხი');
      }
      app.clearPublicCache();
      return reply.status(201).send({ message: 'არხი შეიქმნა', podcaster: await podcaster(user.id) });
    },
  );

  app.post(
    paths.updateChannel,
    {
      schema: {
        tags,
        summary: 'Update the channel: channel, channel_description, multipart image; empty fields keep their values',
        security: bearer,
        consumes,
        response: {
          200: ChannelResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { fields, image, user } = await readSignedInForm(app, request);
      checkUpdate(fields);
      const channel = await app.db
        .selectFrom('channels')
        .select(['user_id', 'image'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!channel) throw noChannel();
      const update: { name?: string; alias?: string; description?: string; image?: string } = {};
      const name = plainLine(fields.channel ?? '');
      if (name) {
        update.name = name;
        update.alias = slugify(name);
      }
      if (fields.channel_description?.trim()) update.description = sanitizeDescription(fields.channel_description);
      if (image) update.image = await storeImage(app, 'channels', user.id, image);
      if (Object.keys(update).length > 0) {
        await app.db
          .updateTable('channels')
          .set({ ...update, updated_at: new Date() })
          .where('user_id', '=', user.id)
          .execute();
        if (update.image) await removeUnreferenced(app.db, app.storage, [channel.image]);
        app.clearPublicCache();
      }
      return { message: 'ინფორმაცია წარმატებით შეიცვალა', podcaster: await podcaster(user.id) };
    },
  );

  app.delete(
    paths.deleteChannel,
    {
      preValidation: ensureBody,
      schema: {
        tags,
        summary: 'Delete the channel with all its episodes and their files',
        security: bearer,
        querystring: TokenBody,
        response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const deleted = await app.db.transaction().execute(async (trx) => {
        // Episodes go with the channel (foreign key cascade); their ids and files are taken first.
        const episodes = await trx
          .selectFrom('episodes')
          .select(['id', 'media_path', 'image'])
          .where('created_by_id', '=', user.id)
          .execute();
        const channel = await trx
          .deleteFrom('channels')
          .where('user_id', '=', user.id)
          .returning(['image'])
          .executeTakeFirst();
        return channel ? { channel, episodes } : undefined;
      });
      if (!deleted) throw noChannel();
      for (const episode of deleted.episodes) {
        await app.uploads.discard(episode.id);
        await app.storage.removeTree(episodeMediaDir(episode.id));
      }
      await removeUnreferenced(app.db, app.storage, [
        deleted.channel.image,
        ...deleted.episodes.flatMap((e) => [e.media_path, e.image]),
      ]);
      app.clearPublicCache();
      return { message: 'არხი წაიშალა' };
    },
  );
}
