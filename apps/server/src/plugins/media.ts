import { createHash } from 'node:crypto';
import { close, createReadStream, fstat, open, read, readSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { finished } from 'node:stream';
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

/** A play noted on the hot path; `who` is the anonymous listener key, or the request whose token says who. */
interface Play {
  path: string;
  podcastId: number | undefined;
  day: string;
  key: string;
  who: string | FastifyRequest;
  /** The token's hash when `who` is a request. */
  tokenHash: string;
}

/** How often noted plays are written (one statement for all of them). */
const PLAY_FLUSH_MS = 2_000;
/** Plays waiting for the next write at most (memory bound under a flood of new listeners). */
const MAX_PENDING_PLAYS = 50_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the plays /media noted since the last write (they are batched every 2 s). */
    flushPlays(): Promise<void>;
    /** Whether /media answers `path` from its cached stat (tests: the hot path's answers equal `send`'s). */
    mediaFileCached(path: string): boolean;
  }
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
  delete(key: string) {
    this.entries.delete(key);
  }
  clear() {
    this.entries.clear();
  }
}

/** How long a file's stat (and the headers built from it) is trusted before the next request stats it again. */
const FILE_CHECK_MS = 1_000;
/** Files kept open with their headers at most (the oldest is forgotten first). */
const MAX_FILES = 256;
/** The content types `send` gives the episodes' and images' extensions (`mime` v3); any other goes through `send`. */
const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
/**
 * The first bytes of a hot-path answer are read at once from the kept descriptor (the page cache, as nginx reads
 * without `aio`), so the first byte of audio leaves in the turn its request arrived; the rest streams. A
 * read through the thread pool costs a listener at least one more turn of the loop (~13 ms at p50 under
 * `bench:load`, where a turn takes ~25 ms).
 */
const FIRST_BYTES = 64 * 1024;
/**
 * A direct read slower than this means the file is not in the page cache (a cold disk): its reads then go
 * through the thread pool for COLD_MS, so a cold disk never holds the loop for more than one read.
 */
const SLOW_READ_MS = 2;
const COLD_MS = 10_000;
/** The plain Range forms a player sends; anything else (lists, spaces, …) goes through `send` as before. */
const SIMPLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The file system of a stream over a kept descriptor: an aborted answer destroys its stream, and a stream's own
 * `close` would close the shared descriptor under the other readers (even with `autoClose: false`).
 */
const KEEP_OPEN = { open, read, close: (_fd: number, done: (err: null) => void) => done(null) };

/** What `send` would answer for a regular file, built once per (size, mtime) instead of per request. */
interface FileInfo {
  full: string;
  /** Kept open: a request's first byte waits for one read, not an open and a read. */
  fd: number;
  /** Streams reading from `fd` now; a dropped entry's `fd` is closed when the last one ends. */
  users: number;
  dropped: boolean;
  size: number;
  mtimeMs: number;
  ino: number;
  checked: number;
  /** Until when reads of this file go through the thread pool (a direct read was slow: not in the page cache). */
  coldUntil: number;
  headers: Record<string, string>;
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
 * request, otherwise a hash of address and user agent (no address is stored). The file is sent at
 * once: a bounded in-memory set skips repeats, and new plays are written every 2 s in one statement
 * (episode lookup, token check, new (episode, listener, day) rows in `episode_plays` adding one to
 * `episodes.hits`), so the first byte of audio never waits for the database. When several episodes
 * share one file (demo content), `?podcast_id=` says which one is playing; without it such a file
 * counts for none.
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

    const anonymous = (request: FastifyRequest) =>
      `a:${createHash('sha256')
        .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
        .digest('base64url')
        .slice(0, 22)}`;

    /**
     * Plays wait here and reach the database in one statement every PLAY_FLUSH_MS: a listener's first
     * byte never waits for the episode lookup, the token check or the insert.
     */
    let pending: Play[] = [];
    let flushing: Promise<void> | undefined;

    function notePlay(request: FastifyRequest, path: string, podcastId: number | undefined) {
      const day = new Date().toISOString().slice(0, 10);
      const token = app.auth.tokenOf(request);
      const tokenHash = token ? hashToken(token) : '';
      const who = token ? `t:${tokenHash}` : anonymous(request);
      const key = `${path}|${podcastId ?? ''}|${who}|${day}`;
      if (seen.get(key)) return;
      seen.set(key, true);
      if (pending.length >= MAX_PENDING_PLAYS) return; // a flood of new listeners: the rest go uncounted
      pending.push({ path, podcastId, day, key, who: token ? request : who, tokenHash });
    }

    async function writePlays(batch: Play[]) {
      const rows: { episode_id: number; listener: string; day: string }[] = [];
      // One token check per signed-in listener of the batch, however many episodes they played.
      const listeners = new Map<string, Promise<string>>();
      const listenerOf = (request: FastifyRequest, tokenHash: string) => {
        let known = listeners.get(tokenHash);
        if (!known) {
          known = app.auth.requireSession(request).then(
            (user) => `u:${user.id}`,
            () => anonymous(request),
          );
          listeners.set(tokenHash, known);
        }
        return known;
      };
      for (const play of batch) {
        const owners = await episodesOf(play.path);
        const episode =
          (play.podcastId === undefined ? undefined : owners.find((e) => e.id === play.podcastId)) ??
          (owners.length === 1 ? owners[0] : undefined);
        if (!episode) continue;
        const listener = typeof play.who === 'string' ? play.who : await listenerOf(play.who, play.tokenHash);
        rows.push({ episode_id: episode.id, listener, day: play.day });
      }
      if (rows.length === 0) return;
      const values = sql.join(rows.map((r) => sql`(${r.episode_id}::int, ${r.listener}::text, ${r.day}::date)`));
      await sql`
        with fresh as (
          insert into episode_plays (episode_id, listener, day) values ${values}
          on conflict do nothing
          returning episode_id
        )
        update episodes e set hits = e.hits + f.n
        from (select episode_id, count(*)::int as n from fresh group by episode_id) f
        where e.id = f.episode_id`.execute(app.db);
    }

    /** Writes the plays noted so far (every PLAY_FLUSH_MS, on close, and in tests before reading `hits`). */
    function flushPlays(): Promise<void> {
      if (flushing) return flushing.then(flushPlays);
      if (pending.length === 0) return Promise.resolve();
      const batch = pending;
      pending = [];
      flushing = writePlays(batch)
        .catch((err) => {
          // Not counted this time: a later request of the same listener may count them.
          for (const play of batch) seen.delete(play.key);
          app.log.warn({ err, plays: batch.length }, 'plays not counted');
        })
        .finally(() => {
          flushing = undefined;
        });
      return flushing;
    }
    app.decorate('flushPlays', flushPlays);
    const timer = setInterval(() => void flushPlays(), PLAY_FLUSH_MS);
    timer.unref();

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
      const wanted = Number(query.podcast_id);
      const podcastId = Number.isSafeInteger(wanted) ? wanted : undefined;
      if (PLAYABLE.has(ext) && request.method === 'GET') notePlay(request, path, podcastId);
      if (query.download !== undefined) {
        // A download names the file after its episode: the one place /media asks the database (cached).
        const owners = PLAYABLE.has(ext) ? await episodesOf(path) : [];
        const episode = owners.find((e) => e.id === podcastId) ?? (owners.length === 1 ? owners[0] : undefined);
        const title = episode?.title ?? path.slice(path.lastIndexOf('/') + 1, path.length - ext.length);
        reply.header('content-disposition', attachment(title, ext));
      }
      if (fastSend(request, reply, path, ext)) return reply;
      await normaliseRange(request, () => app.storage.resolve(path));
      return reply.sendFile(path);
    }

    /**
     * The hot path of a listener's Range request, answering exactly what `send` answers (same headers, same
     * 200 / 206) from a file's cached stat and kept descriptor: no stat, open, path normalisation or header
     * building per request, and the first FIRST_BYTES read at once (the rest streams), so the first byte leaves
     * in the request's own turn of the loop. It takes only plain GETs of a regular file already
     * seen by `send`'s path (the first request of a path goes there, and its stat fills the cache), without
     * conditional headers, and a single `bytes=a-b`, `bytes=a-` or `bytes=-n` that is satisfiable; everything
     * else (HEAD, If-*, 416, malformed or multiple ranges) is left to `send` as before.
     *
     * Freshness: a write through storage drops the path's entry at once (see below); a change made outside this
     * process is seen by the first request after FILE_CHECK_MS, which stats the path again (until then the
     * file as it was is sent, whole and consistent with its headers, from the descriptor kept open; every
     * stored name is written once, so this does not arise through the API).
     */
    function fastSend(request: FastifyRequest, reply: FastifyReply, path: string, ext: string) {
      if (request.method !== 'GET') return false;
      const type = TYPES[ext];
      if (type === undefined) return false;
      const info = files.get(path);
      const now = Date.now();
      if (!info || now - info.checked > FILE_CHECK_MS) {
        recheck(path);
        if (!info) return false;
      }
      const h = request.headers;
      if (
        h['if-range'] !== undefined ||
        h['if-match'] !== undefined ||
        h['if-none-match'] !== undefined ||
        h['if-modified-since'] !== undefined ||
        h['if-unmodified-since'] !== undefined
      )
        return false;
      const size = info.size;
      let start = 0;
      let end = size - 1;
      let status = 200;
      const range = h.range;
      if (range !== undefined) {
        const parts = SIMPLE_RANGE.exec(range);
        if (!parts) return false;
        const [, first, last] = parts as unknown as [string, string, string];
        if (first === '') {
          if (last === '') return false;
          const suffix = Number(last);
          // A suffix longer than the file means the whole file (RFC 9110); an empty one is unsatisfiable.
          if (suffix === 0 || size === 0) return false;
          start = Math.max(0, size - suffix);
        } else {
          start = Number(first);
          if (last !== '') end = Math.min(Number(last), size - 1);
          if (last !== '' && Number(last) < start) return false; // invalid: `send` ignores it
        }
        if (start > end) return false; // unsatisfiable: `send` answers the 416
        status = 206;
      } else if (size === 0) return false;
      const length = end - start + 1;
      let head: Buffer | undefined;
      if (now >= info.coldUntil) {
        head = Buffer.allocUnsafe(Math.min(length, FIRST_BYTES));
        const began = performance.now();
        let got: number;
        try {
          got = readSync(info.fd, head, 0, head.length, start);
        } catch {
          return false;
        }
        if (performance.now() - began > SLOW_READ_MS) info.coldUntil = now + COLD_MS;
        // Shorter than its stat says: the file changed under the descriptor, `send` answers from a fresh stat.
        if (got !== head.length) {
          drop(path);
          return false;
        }
      }
      reply.code(status).headers(info.headers);
      reply.header('content-type', type);
      reply.header('content-length', length);
      if (status === 206) reply.header('content-range', `bytes ${start}-${end}/${size}`);
      if (head?.length === length) {
        void reply.send(head);
        return true;
      }
      info.users += 1;
      const from = start + (head?.length ?? 0);
      const stream = createReadStream(info.full, { fd: info.fd, fs: KEEP_OPEN, autoClose: false, start: from, end });
      if (head) stream.unshift(head);
      finished(stream, () => {
        info.users -= 1;
        if (info.dropped && info.users === 0) close(info.fd, () => {});
      });
      void reply.send(stream);
      return true;
    }

    const files = new Map<string, FileInfo>();
    const checking = new Set<string>();
    /** Moves on with every write through storage: a stat begun before one is not kept. */
    let writes = 0;
    /** Forgets an entry; its descriptor is closed once no stream reads from it. */
    function drop(path: string) {
      const info = files.get(path);
      if (!info) return;
      files.delete(path);
      info.dropped = true;
      if (info.users === 0) close(info.fd, () => {});
    }
    const same = (info: FileInfo, s: Stats) => info.size === s.size && info.mtimeMs === s.mtimeMs && info.ino === s.ino;
    /**
     * Stats `path` in the background (once at a time): an entry whose file is still the same is trusted for
     * another FILE_CHECK_MS; otherwise the file is opened and the entry built from the descriptor's own stat.
     */
    function recheck(path: string) {
      if (checking.has(path)) return;
      checking.add(path);
      let full: string;
      try {
        full = app.storage.resolve(path);
      } catch {
        checking.delete(path);
        return;
      }
      const since = writes;
      const done = () => checking.delete(path);
      const known = files.get(path);
      if (known) {
        stat(full).then(
          (s) => {
            done();
            if (since === writes && files.get(path) === known && same(known, s)) known.checked = Date.now();
            else if (files.get(path) === known) drop(path);
          },
          () => {
            done();
            if (files.get(path) === known) drop(path);
          },
        );
        return;
      }
      open(full, 'r', (err, fd) => {
        if (err) return void done();
        fstat(fd, (error, s) => {
          done();
          if (error || since !== writes || !s.isFile() || files.has(path)) return void close(fd, () => {});
          if (files.size >= MAX_FILES) drop(files.keys().next().value as string);
          files.set(path, {
            full,
            fd,
            users: 0,
            dropped: false,
            size: s.size,
            mtimeMs: s.mtimeMs,
            ino: s.ino,
            checked: Date.now(),
            coldUntil: 0,
            headers: {
              'accept-ranges': 'bytes',
              'cache-control': `public, max-age=${Math.floor(YEAR_MS / 1000)}, immutable`,
              'last-modified': s.mtime.toUTCString(),
              etag: `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`,
            },
          });
        });
      });
    }

    // Writes through storage (uploads, replaced images, deletions) drop the cached stat of what they touch.
    const forget = (path: string) => {
      writes += 1;
      for (const key of [...files.keys()]) if (key === path || key.startsWith(`${path}/`)) drop(key);
    };
    app.decorate('mediaFileCached', (path: string) => files.has(path));
    app.storage.onWrite(forget);

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
      clearInterval(timer);
      await flushPlays();
      episodes.clear();
      seen.clear();
      for (const key of [...files.keys()]) drop(key);
    });
  },
  { name: 'media', dependencies: ['storage', 'db', 'auth'] },
);
