import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { slugify } from '../lib/text';
import { hashToken } from '../lib/tokens';

const YEAR_MS = 365 * 86_400_000;
const SEND_ERRORS: Record<number, string> = {
  403: 'წვდომა აკრძალულია',
  404: 'ვერ მოიძებნა',
  412: 'ფაილი შეიცვალა: მოთხოვნის წინაპირობა არ სრულდება',
  416: 'მოთხოვნილი დიაპაზონი ფაილის ზომას აღემატება',
};
const PLAYABLE = new Set(['.mp3', '.mp4', '.m4a', '.wav', '.ogg', '.oga', '.opus']);

interface EpisodeRef {
  id: number;
  title: string;
}

/** A small map that forgets its oldest entries beyond `max`. */
class Recent<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }
  set(key: string, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
  clear() {
    this.entries.clear();
  }
}

/** `a/b c.mp3` → `a/b%20c.mp3`: each segment encoded, slashes kept. */
export const encodeMediaPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** A media path as stored: no empty, `.` or `..` segments, no dotfiles, no backslashes or NULs. */
function cleanPath(raw: string): string | undefined {
  if (raw.length === 0 || raw.length > 500 || /[\\\0]/.test(raw)) return undefined;
  const segments = raw.split('/');
  if (segments.some((s) => s.length === 0 || s.startsWith('.'))) return undefined;
  return raw;
}

/** RFC 6266 / RFC 5987: an ASCII fallback name and the real (Georgian) one as UTF-8. */
export function attachment(title: string, ext: string): string {
  const name = `${
    title
      .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'episode'
  }${ext}`;
  const ascii = `${slugify(title)}${ext}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `bytes=` ranges as RFC 9110 writes them: first-last, first-, or -suffix, comma-separated. */
const RANGE = /^bytes=\s*(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*\s*$/;

/**
 * RFC 9110 §14.2: a Range header that does not parse is ignored (200 with the whole body), not read loosely
 * (`send` took `bytes=1e3-2e3` as 1-2); a suffix longer than the file means the whole file (`send` answered 416).
 */
export async function normaliseRange(request: FastifyRequest, file: () => string) {
  const range = request.headers.range;
  if (range === undefined) return;
  if (!RANGE.test(range)) {
    delete request.headers.range;
    delete request.raw.headers.range;
    return;
  }
  const suffix = /^bytes=\s*-(\d+)\s*$/.exec(range);
  if (!suffix) return;
  const size = await stat(file()).then(
    (info) => info.size,
    () => undefined,
  );
  if (size !== undefined && Number(suffix[1]) >= size && size > 0) {
    request.headers.range = 'bytes=0-';
    request.raw.headers.range = 'bytes=0-';
  }
}

/**
 * Serves /media: HTTP Range (206, 416), Accept-Ranges, ETag and Last-Modified (send), a year of
 * immutable caching (every stored name is written once), `?download=1` with the episode's Georgian
 * title as the file name, `/media/_thumb/{src}` generated on first request, and play counting.
 *
 * Plays: a GET of an episode's media file counts once per listener per UTC day, however many Range
 * requests the player makes. The listener is the signed-in user when a token comes with the
 * request, otherwise a hash of address and user agent (no address is stored). New (episode,
 * listener, day) rows in `episode_plays` add one to `episodes.hits`; a bounded in-memory set skips
 * the database for repeats. When several episodes share one file (demo content), `?podcast_id=`
 * says which one is playing; without it such a file counts for none.
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const episodes = new Recent<EpisodeRef[]>(5_000, 60_000);
    const seen = new Recent<true>(20_000, 26 * 3_600_000);

    async function episodesOf(path: string): Promise<EpisodeRef[]> {
      const cached = episodes.get(path);
      if (cached) return cached;
      const rows = await app.db
        .selectFrom('episodes')
        .select(['id', 'title'])
        .where('media_path', '=', path)
        .where('status', '=', 'ready')
        .orderBy('id')
        .limit(50)
        .execute();
      if (rows.length > 0) episodes.set(path, rows);
      return rows;
    }

    async function listenerOf(request: FastifyRequest): Promise<{ seenKey: string; listener: () => Promise<string> }> {
      const token = app.auth.tokenOf(request);
      if (token) {
        return {
          seenKey: `t:${hashToken(token)}`,
          listener: async () => {
            const user = await app.auth.requireUser(request).catch(() => undefined);
            return user ? `u:${user.id}` : anonymous(request);
          },
        };
      }
      const key = anonymous(request);
      return { seenKey: key, listener: async () => key };
    }

    const anonymous = (request: FastifyRequest) =>
      `a:${createHash('sha256')
        .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
        .digest('base64url')
        .slice(0, 22)}`;

    async function countPlay(request: FastifyRequest, episode: EpisodeRef) {
      const day = new Date().toISOString().slice(0, 10);
      const who = await listenerOf(request);
      const key = `${episode.id}|${who.seenKey}|${day}`;
      if (seen.get(key)) return;
      const listener = await who.listener();
      await sql`
        with fresh as (
          insert into episode_plays (episode_id, listener, day) values (${episode.id}, ${listener}, ${day})
          on conflict do nothing
          returning episode_id
        )
        update episodes set hits = hits + 1 where id in (select episode_id from fresh)`.execute(app.db);
      seen.set(key, true);
    }

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      const path = cleanPath((request.params as { '*'?: string })['*'] ?? '');
      if (!path) return reply.callNotFound();
      const query = request.query as Record<string, unknown>;

      if (path.startsWith('_thumb/')) {
        const source = path.slice('_thumb/'.length);
        const state = await app.storage.thumbnail(source);
        if (state === 'missing') return reply.callNotFound();
        // Not an image sharp can read: the original is the best there is.
        if (state === 'unsupported')
          return reply.header('cache-control', 'no-cache').redirect(`/media/${encodeMediaPath(source)}`, 302);
        return reply.sendFile(path);
      }

      const ext = extname(path).toLowerCase();
      let episode: EpisodeRef | undefined;
      if (PLAYABLE.has(ext)) {
        const owners = await episodesOf(path);
        const wanted = Number(query.podcast_id);
        episode = Number.isInteger(wanted) ? owners.find((e) => e.id === wanted) : undefined;
        if (!episode && owners.length === 1) episode = owners[0];
        if (episode && request.method === 'GET') {
          await countPlay(request, episode).catch((err) => request.log.warn({ err }, 'play not counted'));
        }
      }
      if (query.download !== undefined) {
        const title = episode?.title ?? path.slice(path.lastIndexOf('/') + 1, path.length - ext.length);
        reply.header('content-disposition', attachment(title, ext));
      }
      await normaliseRange(request, () => app.storage.resolve(path));
      return reply.sendFile(path);
    }

    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: app.storage.root,
        serve: false,
        index: false,
        acceptRanges: true,
        etag: true,
        lastModified: true,
        maxAge: YEAR_MS,
        immutable: true,
        dotfiles: 'deny',
      });
      // Errors `send` reports (416 with its Content-Range, 412, …) keep their headers and get a Georgian detail.
      scope.setErrorHandler((error: FastifyError & { headers?: Record<string, string> }, _request, reply) => {
        const status = error.statusCode ?? (error as { status?: number }).status;
        if (!status || status < 400 || status >= 500) throw error;
        for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
        return reply.status(status).send({ detail: SEND_ERRORS[status] ?? 'არასწორი მოთხოვნა' });
      });
      scope.get('/media/*', { schema: { hide: true } }, serve);
    });

    app.addHook('onClose', async () => {
      episodes.clear();
      seen.clear();
    });
  },
  { name: 'media', dependencies: ['storage', 'db', 'auth'] },
);
