import { randomUUID } from 'node:crypto';
import { close as closeCallback, open as openCallback, writev as writevCallback } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
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
  UploadChunkResponse,
  UploadStatus,
} from '@podcast/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { episodeMediaDir } from '../../lib/media-files';
import { probeMedia } from '../../lib/media-probe';
import { type BufferedPart, MultipartFormatError, multipartBoundary, parseMultipart } from '../../lib/multipart-buffer';
import { hashToken } from '../../lib/tokens';
import { NUL_DETAIL } from '../../plugins/strict-input';
import { ASSEMBLED, ASSEMBLY_TIMEOUT_MS, type UploadSession } from '../../plugins/uploads';
import { ownEpisode } from './queries';

const bearer = [{ bearer: [] }];
// The callback API: fs/promises' FileHandle costs the main thread noticeably more per small file.
const openFile = promisify(openCallback);
const writevFile = promisify(writevCallback);
const closeFile = promisify(closeCallback);

async function writePieces(path: string, pieces: Buffer[]) {
  const fd = await openFile(path, 'w');
  try {
    let done = 0;
    const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
    // writev may write less than asked (rarely, on a full disk or a signal): go on from there.
    while (done < total) {
      let skip = done;
      const rest: Buffer[] = [];
      for (const piece of pieces) {
        if (skip >= piece.length) skip -= piece.length;
        else {
          rest.push(skip > 0 ? piece.subarray(skip) : piece);
          skip = 0;
        }
      }
      done += (await writevFile(fd, rest)).bytesWritten;
    }
  } finally {
    await closeFile(fd);
  }
}
/** How long a checked upload session lets chunks skip the database checks (token revocation applies after this at most). */
const SESSION_MS = 30_000;
/** How often the received indexes are written to the upload record. */
const FLUSH_MS = 1_000;

/** Bytes of chunk `index`: all but the last are exactly UPLOAD_CHUNK_SIZE (spec §9). */
const chunkBytes = (index: number, count: number, size: number) =>
  index < count - 1 ? UPLOAD_CHUNK_SIZE : size - UPLOAD_CHUNK_SIZE * (count - 1);

const megabytes = (bytes: number) => `${Math.floor(bytes / 1_000_000)} MB`;

/** A chunk request's body: one 250 000-byte file part plus its headers and, at most, a few small fields. */
const CHUNK_BODY_LIMIT = UPLOAD_CHUNK_SIZE + 64 * 1024;

/**
 * The chunk request's multipart parts (undefined when the body is not multipart). A `token` field
 * counts as the credential, like the token in any other form.
 */
function readChunkForm(request: FastifyRequest): BufferedPart[] | undefined {
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary || !Buffer.isBuffer(request.body)) return undefined;
  let parts: BufferedPart[];
  try {
    parts = parseMultipart(request.body, boundary);
  } catch (error) {
    if (error instanceof MultipartFormatError) throw badRequest('ფორმის მონაცემები დაზიანებულია');
    throw error;
  }
  const token = parts.find((part) => part.name === 'token' && part.filename === undefined);
  request.body = token ? { token: token.data.toString('utf8') } : {};
  return parts;
}

/** The one file part, named `file`. */
function chunkFile(parts: BufferedPart[]): BufferedPart {
  const files = parts.filter((part) => part.filename !== undefined);
  const stranger = files.find((part) => part.name !== 'file');
  if (stranger) throw badRequest('უცნობი ფაილის ველი', { [stranger.name]: ['უცნობი ველი'] });
  const [file, ...more] = files;
  if (!file) throw badRequest('ფაილი აკლია', { file: ['ველი სავალდებულოა'] });
  if (more.length > 0) throw badRequest('მხოლოდ ერთი ფაილი', { file: ['ერთ მოთხოვნაში ერთი ნაწილი'] });
  if (file.filename?.includes('\u0000')) throw badRequest(NUL_DETAIL, { file: [NUL_DETAIL] });
  return file;
}

async function ensureBody(request: FastifyRequest) {
  // A multipart form (e.g. FormData with the token) arrives as a Buffer here: keep only its fields.
  if (Buffer.isBuffer(request.body)) readChunkForm(request);
  request.body ??= {};
}

export default async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['publishing'];
  // In this plugin only: chunk bodies are read whole (bounded) and split by lib/multipart-buffer,
  // instead of @fastify/multipart's streaming parser (see bench:upload in the README).
  fastify.removeContentTypeParser('multipart/form-data');
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: CHUNK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  fastify.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error; // the application's handler answers
    return reply.status(413).send({
      detail: 'ნაწილის ზომა არასწორია',
      errors: { file: [`ნაწილი მაქსიმუმ ${UPLOAD_CHUNK_SIZE} ბაიტია`] },
    });
  });

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

  /**
   * The first chunk of an upload (or the first after SESSION_MS) is checked against the database:
   * the episode exists, is the caller's and not published, the declaration matches a started
   * upload, no assembly runs.
   */
  async function checkUpload(userId: number, episodeId: number, count: number, size: number) {
    const episode = await ownedUpload(episodeId, userId);
    if (episode.status === 'ready') throw conflict('პოდკასტი უკვე გამოქვეყნებულია');
    if (episode.chunk_count !== null && (episode.chunk_count !== count || Number(episode.file_size) !== size)) {
      throw otherDeclaration(episode.file_size);
    }
    if (assembling(episode.assembling_at)) throw conflict('ფაილი უკვე მუშავდება');
    return episode;
  }

  const otherDeclaration = (started: number | string | null) =>
    conflict('ამ პოდკასტზე სხვა ზომის ფაილის ატვირთვა უკვე დაწყებულია', {
      file_size: [`დაწყებულია ${started} ბაიტის ატვირთვა`],
    });

  /**
   * After its first valid chunk: the upload record exists (created now, with the file's name, unless
   * another declaration won the race), the episode is `uploading`, and later chunks use the session.
   */
  async function startUpload(
    key: string,
    episode: Awaited<ReturnType<typeof checkUpload>>,
    count: number,
    size: number,
    filename: string,
  ): Promise<UploadSession> {
    if (episode.chunk_count === null) {
      const limit = app.config.uploadBytesInFlight;
      await app.db.transaction().execute(async (trx) => {
        // One new upload of a user at a time, so parallel first chunks cannot all pass the check.
        await trx
          .selectFrom('channels')
          .select('user_id')
          .where('user_id', '=', episode.created_by_id)
          .forUpdate()
          .execute();
        if (limit > 0) {
          const other = await trx
            .selectFrom('episode_uploads as u')
            .innerJoin('episodes as e', 'e.id', 'u.episode_id')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('u.file_size'), eb.lit(0)).as('bytes'))
            .where('e.created_by_id', '=', episode.created_by_id)
            .where('u.episode_id', '<>', episode.id)
            .executeTakeFirstOrThrow();
          if (Number(other.bytes) + size > limit) {
            throw conflict(
              `დაუსრულებელი ატვირთვები ${megabytes(limit)}-ს აღემატება: ჯერ დაასრულეთ ან წაშალეთ სხვა ეპიზოდების ატვირთვა`,
              { file_size: [`ატვირთვაშია ${Number(other.bytes)} ბაიტი, ზღვარი ${limit}`] },
            );
          }
        }
        await trx
          .insertInto('episode_uploads')
          .values({
            episode_id: episode.id,
            chunk_count: count,
            file_size: size,
            original_name: filename.slice(0, 255),
          })
          .onConflict((oc) => oc.column('episode_id').doNothing())
          .execute();
      });
      const upload = await app.db
        .selectFrom('episode_uploads')
        .select(['chunk_count', 'file_size'])
        .where('episode_id', '=', episode.id)
        .executeTakeFirst();
      if (upload?.chunk_count !== count || Number(upload.file_size) !== size) {
        throw otherDeclaration(upload?.file_size ?? null);
      }
    }
    if (episode.status !== 'uploading') {
      await app.db
        .updateTable('episodes')
        .set({ status: 'uploading', updated_at: new Date() })
        .where('id', '=', episode.id)
        .where('status', '<>', 'ready')
        .execute();
    }
    const session: UploadSession = {
      episodeId: episode.id,
      count,
      size,
      expires: Date.now() + SESSION_MS,
      pending: new Set(),
      flushedAt: Date.now(),
    };
    const { sessions } = app.uploads;
    if (sessions.size > 10_000) {
      for (const [k, s] of sessions) if (s.expires < Date.now()) sessions.delete(k);
    }
    sessions.set(key, session);
    return session;
  }

  /** Writes the received indexes to the upload record (a mirror of the staging folder) and keeps it alive. */
  async function flush(session: UploadSession) {
    if (session.pending.size === 0) return;
    const indexes = [...session.pending].sort((a, b) => a - b);
    session.pending.clear();
    session.flushedAt = Date.now();
    const result = await app.db
      .updateTable('episode_uploads')
      .set({
        received: sql<
          number[]
        >`array(select distinct x from unnest(received || ${`{${indexes.join(',')}}`}::int[]) x order by x)`,
        updated_at: new Date(),
      })
      .where('episode_id', '=', session.episodeId)
      .where('chunk_count', '=', session.count)
      .where('file_size', '=', session.size)
      .executeTakeFirst();
    // The upload is gone (published, refused or deleted): the next chunk is checked afresh.
    if (Number(result.numUpdatedRows) === 0) app.uploads.forget(session.episodeId);
  }

  /** The staging folder went away under a running session: the upload was published, refused or deleted. */
  const finished = (episodeId: number) => {
    app.uploads.forget(episodeId);
    return conflict('ატვირთვა დასრულდა ან გაუქმდა: სცადეთ თავიდან');
  };

  const flushEpisode = async (episodeId: number) => {
    for (const session of app.uploads.sessions.values()) if (session.episodeId === episodeId) await flush(session);
  };

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
          200: UploadChunkResponse,
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
      const form = readChunkForm(request);
      const token = app.auth.tokenOf(request);
      const key = token && token.length <= 200 ? `${hashToken(token)}:${episodeId}` : '';
      let session = key ? app.uploads.sessions.get(key) : undefined;
      if (session && (session.expires < Date.now() || session.count !== count || session.size !== size)) {
        app.uploads.sessions.delete(key);
        session = undefined;
      }
      const user = session ? undefined : await app.auth.requireUser(request);
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
      if (!form) throw badRequest('ფაილი აკლია', { file: ['ველი სავალდებულოა'] });
      const checked = session || !user ? undefined : await checkUpload(user.id, episodeId, count, size);

      const expected = chunkBytes(index, count, size);
      const target = app.uploads.chunkFile(episodeId, index);
      const temp = `${target}.${randomUUID()}.tmp`;
      const file = chunkFile(form);
      if (file.data.length !== expected) {
        throw badRequest('ნაწილის ზომა არასწორია', { file: [`ნაწილი ${index} უნდა იყოს ${expected} ბაიტი`] });
      }
      if (!session && !checked) throw new HttpError(401, 'ავტორიზაცია საჭიროა');
      // The staging folder is made only for a chunk that passed every check.
      if (checked) await mkdir(app.uploads.dir(episodeId), { recursive: true });
      try {
        try {
          await writePieces(temp, [file.data]);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw finished(episodeId);
          throw error;
        }
        session ??= await startUpload(key, checked as NonNullable<typeof checked>, count, size, file.filename ?? '');
        // The finished chunk appears under its final name in one step; a repeat simply replaces it.
        // It fails when the staging folder went away meanwhile (published, refused or deleted upload).
        await rename(temp, target).catch(() => {
          throw finished(episodeId);
        });
      } catch (error) {
        await rm(temp, { force: true });
        // A refused first chunk leaves no empty staging folder behind (rmdir keeps a folder with chunks).
        if (checked) await rmdir(app.uploads.dir(episodeId)).catch(() => undefined);
        throw error;
      }
      session.pending.add(index);
      if (Date.now() - session.flushedAt >= FLUSH_MS) await flush(session);
      return {
        podcast_id: episodeId,
        chunk_index: index,
        chunk_count: count,
        file_size: size,
        message: 'ნაწილი მიღებულია',
      };
    },
  );

  /** The staging folder is the truth: a chunk file exists only once all its bytes were checked. */
  async function received(episodeId: number, count: number): Promise<number[]> {
    const names = await readdir(app.uploads.dir(episodeId)).catch(() => [] as string[]);
    const indexes: number[] = [];
    for (const name of names) {
      const match = /^(\d+)\.chunk$/.exec(name);
      const index = Number(match?.[1] ?? -1);
      if (match && index < count) indexes.push(index);
    }
    return indexes.sort((a, b) => a - b);
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
      const count = episode.chunk_count ?? 0;
      const held = count > 0 ? await received(episode.id, count) : [];
      const have = new Set(held);
      const missing: number[] = [];
      for (let i = 0; i < count; i++) if (!have.has(i)) missing.push(i);
      return {
        podcast_id: episode.id,
        status: episode.status,
        chunk_size: UPLOAD_CHUNK_SIZE,
        chunk_count: count,
        file_size: Number(episode.file_size ?? 0),
        received: held,
        missing,
      };
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
      await flushEpisode(episodeId);

      const claimed = await app.db
        .updateTable('episode_uploads')
        .set({ assembling_at: new Date(), assembling_by: app.uploads.instance })
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
      // Chunks arriving from now on are checked against the database again, and see the claim.
      app.uploads.forget(episodeId);
      const release = () =>
        app.db
          .updateTable('episode_uploads')
          .set({ assembling_at: null, assembling_by: null })
          .where('episode_id', '=', episodeId)
          .execute();
      // Holding the claim, nothing else assembles this upload: an assembled file here is a crashed attempt's.
      for (const name of await readdir(app.uploads.dir(episodeId)).catch(() => [] as string[])) {
        if (ASSEMBLED.test(name)) await rm(join(app.uploads.dir(episodeId), name), { force: true });
      }

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
