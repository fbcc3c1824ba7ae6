import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  PodcastIdParam,
  PublishingMessages,
  paths,
  publishingPaths,
  ReadyResponse,
  TokenBody,
  UPLOAD_CHUNK_SIZE,
  UploadChunkParams,
  UploadStatus,
} from '@podcast/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { episodeMediaDir } from '../../lib/media-files';
import { probeMedia } from '../../lib/media-probe';
import { ASSEMBLY_TIMEOUT_MS } from '../../plugins/uploads';
import { multipartError } from './form';
import { ownEpisode } from './queries';

const bearer = [{ bearer: [] }];

/** Bytes of chunk `index`: all but the last are exactly UPLOAD_CHUNK_SIZE (spec §9). */
const chunkBytes = (index: number, count: number, size: number) =>
  index < count - 1 ? UPLOAD_CHUNK_SIZE : size - UPLOAD_CHUNK_SIZE * (count - 1);

const megabytes = (bytes: number) => `${Math.floor(bytes / 1_000_000)} MB`;

/** A chunk longer than it should be: reading stops at the first byte too many. */
class ChunkTooLong extends Error {}

async function ensureBody(request: FastifyRequest) {
  request.body ??= {};
}

export default async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['publishing'];

  /** The episode and its upload record, if the user owns the episode (404 / 403 otherwise). */
  async function ownedUpload(episodeId: number, userId: number) {
    const row = await app.db
      .selectFrom('episodes as e')
      .leftJoin('episode_uploads as u', 'u.episode_id', 'e.id')
      .select(['e.id', 'e.created_by_id', 'e.status', 'u.chunk_count', 'u.file_size', 'u.received', 'u.assembling_at'])
      .where('e.id', '=', episodeId)
      .executeTakeFirst();
    if (!row) throw notFound('პოდკასტი ვერ მოიძებნა');
    if (row.created_by_id !== userId) throw forbidden('ეს პოდკასტი თქვენი არ არის');
    return row;
  }

  const assembling = (at: Date | string | null | undefined) =>
    at !== null && at !== undefined && Date.now() - new Date(at).getTime() < ASSEMBLY_TIMEOUT_MS;

  app.post(
    paths.uploadChunk,
    {
      schema: {
        tags,
        summary:
          'One chunk of an episode’s media (multipart field `file`). Chunks of 250 000 bytes (the last one holds the rest) may arrive in any order and in parallel; sending one again is harmless.',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: UploadChunkParams,
        response: {
          200: UploadStatus,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { podcast_id: episodeId, chunk_index: index, chunk_count: count, file_size: size } = request.params;
      const user = await app.auth.requireUser(request);
      if (size > app.config.maxUploadBytes) {
        throw new HttpError(413, `ფაილი ძალიან დიდია: მაქსიმუმ ${megabytes(app.config.maxUploadBytes)}`, {
          file_size: [`მაქსიმუმ ${app.config.maxUploadBytes} ბაიტი`],
        });
      }
      const expectedCount = Math.ceil(size / UPLOAD_CHUNK_SIZE);
      if (count !== expectedCount) {
        throw badRequest('ნაწილების რაოდენობა ფაილის ზომას არ შეესაბამება', {
          chunk_count: [`ამ ზომის ფაილს ${expectedCount} ნაწილი აქვს`],
        });
      }
      if (index >= count) {
        throw badRequest('ნაწილის ნომერი არასწორია', { chunk_index: [`უნდა იყოს 0-დან ${count - 1}-მდე`] });
      }
      const episode = await ownedUpload(episodeId, user.id);
      if (episode.status === 'ready') throw conflict('პოდკასტი უკვე გამოქვეყნებულია');
      if (episode.chunk_count !== null && (episode.chunk_count !== count || Number(episode.file_size) !== size)) {
        throw conflict('ამ პოდკასტზე სხვა ზომის ფაილის ატვირთვა უკვე დაწყებულია', {
          file_size: [`დაწყებულია ${episode.file_size} ბაიტის ატვირთვა`],
        });
      }
      if (assembling(episode.assembling_at)) throw conflict('ფაილი უკვე მუშავდება');
      if (!request.isMultipart()) throw badRequest('ფაილი აკლია', { file: ['ველი სავალდებულოა'] });

      const expected = chunkBytes(index, count, size);
      const target = app.uploads.chunkFile(episodeId, index);
      const temp = `${target}.${randomUUID()}.tmp`;
      let filename = '';
      let written = -1;
      await mkdir(app.uploads.dir(episodeId), { recursive: true });
      try {
        // One byte more than a chunk may have is enough to tell a chunk that is too long.
        const parts = request.parts({ limits: { fileSize: UPLOAD_CHUNK_SIZE + 1, files: 1, fields: 10 } });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') {
            part.file.resume();
            throw badRequest('უცნობი ფაილის ველი', { [part.fieldname]: ['უცნობი ველი'] });
          }
          filename = part.filename ?? '';
          let bytes = 0;
          const counter = new Transform({
            transform(data: Buffer, _encoding, done) {
              bytes += data.length;
              done(bytes > expected ? new ChunkTooLong() : null, data);
            },
          });
          await pipeline(part.file, counter, createWriteStream(temp));
          written = bytes;
        }
      } catch (error) {
        await rm(temp, { force: true });
        if (error instanceof ChunkTooLong) written = expected + 1;
        else multipartError(error);
      }
      if (written < 0) throw badRequest('ფაილი აკლია', { file: ['ველი სავალდებულოა'] });
      if (written !== expected) {
        await rm(temp, { force: true });
        throw badRequest('ნაწილის ზომა არასწორია', { file: [`ნაწილი ${index} უნდა იყოს ${expected} ბაიტი`] });
      }
      // The finished chunk appears under its final name in one step; a repeat simply replaces it.
      await rename(temp, target);

      await app.db
        .insertInto('episode_uploads')
        .values({ episode_id: episodeId, chunk_count: count, file_size: size, original_name: filename.slice(0, 255) })
        .onConflict((oc) => oc.column('episode_id').doNothing())
        .execute();
      const upload = await app.db
        .updateTable('episode_uploads')
        .set({
          received: sql<
            number[]
          >`case when ${index}::int = any(received) then received else array_append(received, ${index}::int) end`,
          updated_at: new Date(),
        })
        .where('episode_id', '=', episodeId)
        .where('chunk_count', '=', count)
        .where('file_size', '=', size)
        .returning(['received', 'chunk_count', 'file_size'])
        .executeTakeFirst();
      if (!upload) {
        // Another declaration won the race to create the record.
        throw conflict('ამ პოდკასტზე სხვა ზომის ფაილის ატვირთვა უკვე დაწყებულია');
      }
      if (episode.status !== 'uploading') {
        await app.db
          .updateTable('episodes')
          .set({ status: 'uploading', updated_at: new Date() })
          .where('id', '=', episodeId)
          .where('status', '<>', 'ready')
          .execute();
      }
      return statusOf(episodeId, 'uploading', upload);
    },
  );

  function statusOf(
    episodeId: number,
    status: 'draft' | 'uploading' | 'ready' | 'failed',
    upload: { received: number[] | null; chunk_count: number | null; file_size: number | string | null },
  ) {
    const count = upload.chunk_count ?? 0;
    const received = [...new Set(upload.received ?? [])].sort((a, b) => a - b);
    const held = new Set(received);
    const missing: number[] = [];
    for (let i = 0; i < count; i++) if (!held.has(i)) missing.push(i);
    return {
      podcast_id: episodeId,
      status,
      chunk_size: UPLOAD_CHUNK_SIZE,
      chunk_count: count,
      file_size: Number(upload.file_size ?? 0),
      received,
      missing,
    };
  }

  app.get(
    publishingPaths.uploadStatus,
    {
      schema: {
        tags,
        summary: 'Which chunks of the episode’s upload the server holds and which are missing (to resume)',
        security: bearer,
        params: PodcastIdParam,
        querystring: TokenBody,
        response: { 200: UploadStatus, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const episode = await ownedUpload(request.params.podcast_id, user.id);
      return statusOf(episode.id, episode.status, episode);
    },
  );

  app.post(
    paths.podcastReady,
    {
      preValidation: ensureBody,
      schema: {
        tags,
        summary:
          'Assemble the uploaded chunks, check the file by content (mp3, mp4, m4a, wav, ogg, opus), measure it, publish the episode and notify the channel’s subscribers',
        security: bearer,
        params: PodcastIdParam,
        body: TokenBody,
        response: {
          200: ReadyResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const episodeId = request.params.podcast_id;
      const episode = await ownedUpload(episodeId, user.id);
      const current = async () => {
        const podcast = await ownEpisode(app.db, episodeId);
        if (!podcast) throw notFound('პოდკასტი ვერ მოიძებნა');
        return { message: PublishingMessages.ready, podcast };
      };
      // Asking again after success (a retry after a lost answer) is not an error.
      if (episode.status === 'ready') return current();
      if (episode.chunk_count === null) throw badRequest('მედიაფაილი არ არის ატვირთული', { file: ['ატვირთეთ ფაილი'] });

      const claimed = await app.db
        .updateTable('episode_uploads')
        .set({ assembling_at: new Date() })
        .where('episode_id', '=', episodeId)
        .where((eb) =>
          eb.or([
            eb('assembling_at', 'is', null),
            eb('assembling_at', '<', new Date(Date.now() - ASSEMBLY_TIMEOUT_MS)),
          ]),
        )
        .returning(['chunk_count', 'file_size'])
        .executeTakeFirst();
      if (!claimed) throw conflict('ფაილი უკვე მუშავდება');
      const release = () =>
        app.db
          .updateTable('episode_uploads')
          .set({ assembling_at: null })
          .where('episode_id', '=', episodeId)
          .execute();

      const count = claimed.chunk_count;
      const size = Number(claimed.file_size);
      const assembled = join(app.uploads.dir(episodeId), `assembled-${randomUUID()}.tmp`);
      try {
        const missing: number[] = [];
        for (let i = 0; i < count; i++) {
          const info = await stat(app.uploads.chunkFile(episodeId, i)).catch(() => undefined);
          if (info?.size !== chunkBytes(i, count, size)) missing.push(i);
        }
        if (missing.length > 0) {
          await release();
          throw badRequest(`ფაილის ${missing.length} ნაწილი აკლია`, { missing_chunks: missing.map(String) });
        }

        // One chunk in memory at a time; the file is flushed to disk before it can become visible.
        const out = await open(assembled, 'w');
        try {
          for (let i = 0; i < count; i++) await out.write(await readFile(app.uploads.chunkFile(episodeId, i)));
          await out.sync();
        } finally {
          await out.close();
        }

        const probe = await probeMedia(assembled);
        if (!probe.ok) {
          await app.db.transaction().execute(async (trx) => {
            await trx.deleteFrom('episode_uploads').where('episode_id', '=', episodeId).execute();
            await trx
              .updateTable('episodes')
              .set({ status: 'failed', updated_at: new Date() })
              .where('id', '=', episodeId)
              .where('status', '<>', 'ready')
              .execute();
          });
          await app.uploads.discard(episodeId);
          throw new HttpError(
            415,
            probe.reason === 'type'
              ? 'ფაილის ფორმატი მიუღებელია: ატვირთეთ MP3, MP4, M4A, WAV, OGG ან OPUS'
              : 'მედიაფაილი დაზიანებულია: მისი ხანგრძლივობა ვერ განისაზღვრა',
          );
        }

        const { info } = probe;
        const mediaPath = `${episodeMediaDir(episodeId)}/${randomUUID()}.${info.ext}`;
        await app.storage.adopt(mediaPath, assembled);
        const published = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('episodes')
            .set({
              status: 'ready',
              media_path: mediaPath,
              media_type: info.mediaType,
              extention_type: info.ext,
              file_size: size,
              video_length_seconds: Math.max(1, Math.round(info.seconds)),
              published_at: new Date(),
              updated_at: new Date(),
            })
            .where('id', '=', episodeId)
            .where('status', '<>', 'ready')
            .returning(['id', 'title', 'created_by_id'])
            .executeTakeFirst();
          if (!row) return undefined;
          await trx.deleteFrom('episode_uploads').where('episode_id', '=', episodeId).execute();
          const channel = await trx
            .selectFrom('channels')
            .select('name')
            .where('user_id', '=', row.created_by_id)
            .executeTakeFirstOrThrow();
          const message = `არხმა „${channel.name}“ გამოაქვეყნა ახალი ეპიზოდი: „${row.title}“`;
          await trx
            .insertInto('notifications')
            .columns(['user_id', 'episode_id', 'message'])
            .expression((eb) =>
              eb
                .selectFrom('subscriptions')
                .select([
                  'user_id',
                  sql<number>`${row.id}::int`.as('episode_id'),
                  sql<string>`${message}::text`.as('message'),
                ])
                .where('channel_id', '=', row.created_by_id)
                .where('user_id', '<>', row.created_by_id),
            )
            .execute();
          return row;
        });
        if (!published) {
          await app.storage.remove(mediaPath);
          return current();
        }
        // Leftovers of an earlier attempt that crashed between the rename and the commit.
        const folder = app.storage.resolve(episodeMediaDir(episodeId));
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          if (name !== basename(mediaPath)) await app.storage.remove(`${episodeMediaDir(episodeId)}/${name}`);
        }
        await app.uploads.discard(episodeId);
        app.clearPublicCache();
        return current();
      } catch (error) {
        await rm(assembled, { force: true });
        if (!(error instanceof HttpError)) await release().catch(() => undefined);
        throw error;
      }
    },
  );
}
