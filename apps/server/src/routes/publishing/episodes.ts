import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddedPodcasts,
  AddedPodcastsQuery,
  CreateEpisodeFields,
  CreateEpisodeResponse,
  EpisodeResponse,
  ErrorResponse,
  IdParam,
  MessageResponse,
  PublishingMessages,
  paths,
  TokenBody,
  UpdateEpisodeFields,
} from '@podcast/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { episodeMediaDir, removeUnreferenced } from '../../lib/media-files';
import { sanitizeDescription } from '../../lib/sanitize';
import { slugify } from '../../lib/text';
import { plainLine, readSignedInForm, storeImage, validator } from './form';
import { ownEpisode, ownEpisodeCount, ownEpisodePage, toOwnEpisode } from './queries';

const bearer = [{ bearer: [] }];
const checkCreate = validator(CreateEpisodeFields);
const checkUpdate = validator(UpdateEpisodeFields);

async function ensureBody(request: FastifyRequest) {
  request.body ??= {};
}

export default async function episodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['publishing'];
  const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

  const categoryExists = async (id: number) =>
    (await app.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const unknownCategory = () => badRequest('კატეგორია ვერ მოიძებნა', { category_id: ['კატეგორია ვერ მოიძებნა'] });

  /** The episode if the user owns it: 404 when it does not exist, 403 when it is someone else's. */
  const owned = async (id: number, userId: number) => {
    const episode = await app.db
      .selectFrom('episodes')
      .select(['id', 'created_by_id', 'status', 'media_path', 'image'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!episode) throw notFound('პოდკასტი ვერ მოიძებნა');
    if (episode.created_by_id !== userId) throw forbidden('ეს პოდკასტი თქვენი არ არის');
    return episode;
  };

  app.post(
    paths.createEpisode,
    {
      schema: {
        tags,
        summary:
          'Create a draft episode: title, content (HTML, sanitised), category_id, optional image. It stays hidden until its media is uploaded and get_podcast_ready succeeds.',
        security: bearer,
        consumes,
        response: {
          201: CreateEpisodeResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { fields, image, user } = await readSignedInForm(app, request);
      checkCreate(fields);
      const title = plainLine(fields.title ?? '');
      if (!title) throw badRequest('არასწორი მონაცემები', { title: ['ველი სავალდებულოა'] });
      const channel = await app.db
        .selectFrom('channels')
        .select('user_id')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!channel) throw forbidden('ჯერ დაარეგისტრირეთ არხი');
      const categoryId = Number(fields.category_id);
      if (!(await categoryExists(categoryId))) throw unknownCategory();
      const drafts = app.config.maxDraftsPerChannel;
      const tooMany = () =>
        conflict(`არხს უკვე აქვს ${drafts} დაუსრულებელი ეპიზოდი: ჯერ გამოაქვეყნეთ ან წაშალეთ რომელიმე`, {
          podcast: [`მაქსიმუმ ${drafts} გამოუქვეყნებელი ეპიზოდი`],
        });
      const unfinished = (db: Db) =>
        db
          .selectFrom('episodes')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('created_by_id', '=', user.id)
          .where('status', '<>', 'ready')
          .executeTakeFirstOrThrow();
      // Checked before the image is stored, and again under the channel's lock (parallel requests).
      if (drafts > 0 && Number((await unfinished(app.db)).count) >= drafts) throw tooMany();
      const imagePath = image ? await storeImage(app, 'covers', user.id, image) : null;
      const episode = await app.db.transaction().execute(async (trx) => {
        await trx.selectFrom('channels').select('user_id').where('user_id', '=', user.id).forUpdate().execute();
        if (drafts > 0 && Number((await unfinished(trx)).count) >= drafts) return undefined;
        return trx
          .insertInto('episodes')
          .values({
            created_by_id: user.id,
            category_id: categoryId,
            title,
            alias: slugify(title),
            content: sanitizeDescription(fields.content ?? ''),
            status: 'draft',
            media_path: null,
            media_type: null,
            extention_type: null,
            image: imagePath,
            image_point: null,
          })
          .returning(['id', 'alias', 'status'])
          .executeTakeFirstOrThrow();
      });
      if (!episode) {
        await removeUnreferenced(app.db, app.storage, [imagePath]);
        throw tooMany();
      }
      return reply.status(201).send({ ...episode, message: 'პოდკასტი შეიქმნა: ატვირთეთ მედიაფაილი' });
    },
  );

  app.post(
    paths.updateEpisode,
    {
      schema: {
        tags,
        summary:
          'Edit an own episode: podcast_id in the query, multipart title, category_id, content, image; empty fields keep their values',
        security: bearer,
        consumes,
        response: {
          200: EpisodeResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { fields, image, user } = await readSignedInForm(app, request);
      checkUpdate(fields);
      if (!fields.podcast_id) throw badRequest('არასწორი მონაცემები', { podcast_id: ['ველი სავალდებულოა'] });
      const episode = await owned(Number(fields.podcast_id), user.id);
      const update: { title?: string; alias?: string; content?: string; category_id?: number; image?: string } = {};
      const title = plainLine(fields.title ?? '');
      if (title) {
        update.title = title;
        update.alias = slugify(title);
      }
      if (fields.content?.trim()) update.content = sanitizeDescription(fields.content);
      if (fields.category_id?.trim()) {
        const categoryId = Number(fields.category_id);
        if (!(await categoryExists(categoryId))) throw unknownCategory();
        update.category_id = categoryId;
      }
      if (image) update.image = await storeImage(app, 'covers', user.id, image);
      if (Object.keys(update).length > 0) {
        await app.db
          .updateTable('episodes')
          .set({ ...update, updated_at: new Date() })
          .where('id', '=', episode.id)
          .execute();
        if (update.image) await removeUnreferenced(app.db, app.storage, [episode.image]);
        app.clearPublicCache();
      }
      const podcast = await ownEpisode(app.db, episode.id);
      if (!podcast) throw notFound('პოდკასტი ვერ მოიძებნა');
      return { message: PublishingMessages.edited, podcast };
    },
  );

  app.delete(
    paths.deleteEpisode,
    {
      preValidation: ensureBody,
      schema: {
        tags,
        summary: 'Delete an own episode and its files',
        security: bearer,
        params: IdParam,
        querystring: TokenBody,
        response: {
          200: MessageResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const episode = await owned(request.params.id, user.id);
      const deleted = await app.db
        .deleteFrom('episodes')
        .where('id', '=', episode.id)
        .where('created_by_id', '=', user.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw notFound('პოდკასტი ვერ მოიძებნა');
      await app.uploads.discard(episode.id);
      await app.storage.removeTree(episodeMediaDir(episode.id));
      await removeUnreferenced(app.db, app.storage, [episode.media_path, episode.image]);
      app.clearPublicCache();
      return { message: 'პოდკასტი წაიშალა' };
    },
  );

  app.get(
    paths.addedPodcasts,
    {
      schema: {
        tags,
        summary:
          'The signed-in podcaster’s episodes, newest first (page_skip = items loaded so far); include_drafts=true adds unfinished ones',
        security: bearer,
        querystring: AddedPodcastsQuery,
        response: { 200: AddedPodcasts, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const { page_skip = 0, limit = 20, include_drafts = false } = request.query;
      const [rows, total] = await Promise.all([
        ownEpisodePage(app.db, user.id, include_drafts, limit, page_skip).execute(),
        ownEpisodeCount(app.db, user.id, include_drafts).executeTakeFirst(),
      ]);
      return { items: rows.map(toOwnEpisode), count: Number(total?.count ?? 0) };
    },
  );
}
