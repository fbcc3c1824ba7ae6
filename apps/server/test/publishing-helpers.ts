import { readFileSync } from 'node:fs';
import { UPLOAD_CHUNK_SIZE } from '@podcast/contract';
import type { App } from '../src/app';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * A valid MP3 of `repeats` × the 2-second fixture: the fixture holds raw MPEG frames only (no ID3
 * tag, no Xing header), so copies in a row are one longer stream. 80 copies ≈ 660 kB, 3 chunks.
 */
export const longMp3 = (repeats: number) => Buffer.concat(Array.from({ length: repeats }, () => fixture('tone.mp3')));

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

export function form(fields: Record<string, string> = {}, files: FilePart[] = []) {
  const boundary = `----podcast-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let users = 0;

/** A signed-in user made directly in the database (no password hashing: fast). */
export async function newUser(app: App, first = 'ლაშა', last = 'ტესტერი') {
  users += 1;
  const user = await app.db
    .insertInto('users')
    .values({
      email: `publisher-${process.pid}-${users}-${Date.now()}@example.com`,
      password_hash: null,
      first_name: first,
      last_name: last,
      is_active: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await app.auth.createSession(user.id);
  return { id: user.id, token: session.token, headers: bearer(session.token) };
}

export type TestUser = Awaited<ReturnType<typeof newUser>>;

/** A user with a channel named `channel`. */
export async function newPodcaster(app: App, channel: string) {
  const user = await newUser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/register_channel/',
    query: { channel, channel_description: `<p>${channel}: აღწერა</p>` },
    ...withHeaders(form(), user.headers),
  });
  if (response.statusCode !== 201) throw new Error(`register_channel: ${response.statusCode} ${response.body}`);
  return user;
}

export function withHeaders(body: ReturnType<typeof form>, headers: Record<string, string>) {
  return { payload: body.payload, headers: { ...body.headers, ...headers } };
}

export async function createEpisode(
  app: App,
  user: TestUser,
  fields: Record<string, string> = {},
  files: FilePart[] = [],
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/podcast-articles/',
    ...withHeaders(
      form({ title: 'ტესტური ეპიზოდი', content: '<p>აღწერა</p>', category_id: '1', ...fields }, files),
      user.headers,
    ),
  });
  if (response.statusCode !== 201) throw new Error(`podcast-articles: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

export const chunkCount = (size: number) => Math.ceil(size / UPLOAD_CHUNK_SIZE);

export function sendChunk(
  app: App,
  user: TestUser,
  id: number,
  data: Buffer,
  index: number,
  options: { count?: number; size?: number; name?: string; chunk?: Buffer } = {},
) {
  const size = options.size ?? data.length;
  const count = options.count ?? chunkCount(size);
  const chunk = options.chunk ?? data.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE);
  return app.inject({
    method: 'POST',
    url: `/api/upload-podcast/${id}/${index}/${count}/${size}`,
    ...withHeaders(
      form({}, [{ field: 'file', name: options.name ?? 'episode.mp3', type: 'audio/mpeg', data: chunk }]),
      user.headers,
    ),
  });
}

/** Sends every chunk (in the given order, all at once) and marks the episode ready. */
export async function upload(app: App, user: TestUser, id: number, data: Buffer, name = 'episode.mp3') {
  const indexes = Array.from({ length: chunkCount(data.length) }, (_, i) => i).reverse();
  const answers = await Promise.all(indexes.map((i) => sendChunk(app, user, id, data, i, { name })));
  for (const answer of answers)
    if (answer.statusCode !== 200) throw new Error(`chunk: ${answer.statusCode} ${answer.body}`);
  return app.inject({ method: 'POST', url: `/api/get_podcast_ready/${id}/`, headers: user.headers });
}
