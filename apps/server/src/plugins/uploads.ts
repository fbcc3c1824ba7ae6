import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { episodeMediaDir, removeUnreferenced } from '../lib/media-files';

export interface CleanupReport {
  /** Never-ready episodes (drafts, stalled or refused uploads) removed with their chunks and images. */
  drafts: number;
  /** Upload records and staging folders removed. */
  uploads: number;
  /** Play de-duplication rows older than the retention removed. */
  plays: number;
}

/**
 * A checked (token, episode, declared size) of a running upload. The first chunk checks the token,
 * the episode's owner and state in the database; the chunks after it, for SESSION_MS, only match
 * the session, so a 200 MB upload does not cost 800 × 3 database round trips. The received
 * indexes are written to `episode_uploads.received` in batches (at most every FLUSH_MS).
 */
export interface UploadSession {
  episodeId: number;
  count: number;
  size: number;
  expires: number;
  pending: Set<number>;
  flushedAt: number;
}

/** Chunks of unfinished uploads: DATA_DIR/uploads/{episode id}/{index}.chunk, never served. */
export interface Uploads {
  root: string;
  /** This process, as an assembly claim names its holder: `host:pid:instance`. */
  instance: string;
  dir(episodeId: number): string;
  chunkFile(episodeId: number, index: number): string;
  /** Running uploads of this process, by `{token hash}:{episode id}`. */
  sessions: Map<string, UploadSession>;
  /** Ends this process's sessions of an episode: its next chunk is checked against the database again. */
  forget(episodeId: number): void;
  /** Ends the sessions opened with these (revoked) tokens, by token hash: their next chunk needs a valid token. */
  forgetTokens(tokenHashes: readonly string[]): void;
  /** Removes an episode's staging folder (and its sessions). */
  discard(episodeId: number): Promise<void>;
  /**
   * Removes what was abandoned before `now - UPLOAD_TTL_HOURS`: never-ready episodes and their
   * uploads, staging folders nothing refers to, and play rows older than three days. The server
   * runs it every hour; tests call it with a `now` in the future.
   */
  cleanup(now?: Date): Promise<CleanupReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const HOUR = 3_600_000;
/** An assembly older than this is taken as crashed; its claim no longer protects the upload. */
export const ASSEMBLY_TIMEOUT_MS = 15 * 60_000;
const PLAY_RETENTION_DAYS = 3;
/** Temporary files: an assembled upload, a chunk being written (`{i}.chunk.{uuid}.tmp`), a hidden media write. */
export const ASSEMBLED = /^assembled-.+\.tmp$/;
const TEMPORARY = /\.tmp$/;
/** A chunk's temporary file lives for milliseconds; one this old was left by a crash. */
const CHUNK_TEMP_MS = 60_000;

/**
 * Whether the process that took an assembly claim is gone. Only a process on this host can be checked
 * (`kill(pid, 0)`); the same pid as ours is an earlier life of this server (containers restart as pid 1).
 * A holder elsewhere is left to ASSEMBLY_TIMEOUT_MS.
 */
export function holderGone(holder: string | null, instance: string): boolean {
  const [host, pid, id] = (holder ?? '').split(':');
  const [ownHost, ownPid, ownId] = instance.split(':');
  if (!holder || host !== ownHost || !pid || !/^\d+$/.test(pid)) return false;
  if (pid === ownPid) return id !== ownId;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const root = join(app.config.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    const dir = (episodeId: number) => join(root, String(episodeId));
    const ttlMs = app.config.uploadTtlHours * HOUR;

    async function cleanup(now = new Date()): Promise<CleanupReport> {
      const cutoff = new Date(now.getTime() - ttlMs);
      const assemblyCutoff = new Date(now.getTime() - ASSEMBLY_TIMEOUT_MS);
      const report: CleanupReport = { drafts: 0, uploads: 0, plays: 0 };
      const oldest = new Date(now.getTime() - PLAY_RETENTION_DAYS * 24 * HOUR).toISOString().slice(0, 10);
      const plays = await app.db.deleteFrom('episode_plays').where('day', '<', oldest).executeTakeFirst();
      report.plays = Number(plays.numDeletedRows);
      // UPLOAD_TTL_HOURS=0 keeps unfinished uploads and drafts for ever.
      if (ttlMs <= 0) return report;

      const drafts = await app.db
        .deleteFrom('episodes as e')
        .where('e.status', '<>', 'ready')
        .where('e.updated_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('episode_uploads as u')
                .select('u.episode_id')
                .whereRef('u.episode_id', '=', 'e.id')
                .where((eb) => eb.or([eb('u.updated_at', '>=', cutoff), eb('u.assembling_at', '>=', assemblyCutoff)])),
            ),
          ),
        )
        .returning(['e.id', 'e.image'])
        .execute();
      for (const draft of drafts) {
        forget(draft.id);
        await rm(dir(draft.id), { recursive: true, force: true });
        await app.storage.removeTree(episodeMediaDir(draft.id));
      }
      await removeUnreferenced(
        app.db,
        app.storage,
        drafts.map((d) => d.image),
      );
      report.drafts = drafts.length;

      const stale = await app.db
        .deleteFrom('episode_uploads')
        .where('updated_at', '<', cutoff)
        .where((eb) => eb.or([eb('assembling_at', 'is', null), eb('assembling_at', '<', assemblyCutoff)]))
        .returning('episode_id')
        .execute();
      for (const upload of stale) {
        forget(upload.episode_id);
        await rm(dir(upload.episode_id), { recursive: true, force: true });
      }
      report.uploads = stale.length;

      // Staging folders without an upload record (a crash between the two) once they are idle; in the
      // others, and among the media, temporary files no running write can still own.
      const live = new Set(
        (await app.db.selectFrom('episode_uploads').select('episode_id').execute()).map((r) => String(r.episode_id)),
      );
      const tempCutoff = now.getTime() - ASSEMBLY_TIMEOUT_MS;
      const media = await readdir(app.storage.root, { recursive: true }).catch(() => [] as string[]);
      for (const path of media) {
        const slash = path.lastIndexOf('/');
        if (!path.slice(slash + 1).startsWith('.') || !TEMPORARY.test(path)) continue;
        const info = await stat(join(app.storage.root, path)).catch(() => undefined);
        if (info?.isFile() && info.mtimeMs < tempCutoff) await rm(join(app.storage.root, path), { force: true });
      }
      for (const name of await readdir(root).catch(() => [] as string[])) {
        if (live.has(name)) {
          await removeTemporary(join(root, name), tempCutoff, false);
          continue;
        }
        const info = await stat(join(root, name)).catch(() => undefined);
        if (info && info.mtime < cutoff) {
          await rm(join(root, name), { recursive: true, force: true });
          report.uploads += 1;
        }
      }

      return report;
    }

    const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

    /**
     * Start-up after a crash: the assembly claims of processes that no longer exist are released (an
     * embedded PGlite database belongs to this process alone, so every claim in it is a dead one's), and
     * the temporary files they left in the staging folders are removed, so a retried get_podcast_ready
     * publishes at once instead of answering 409 for 15 minutes.
     */
    async function recover() {
      const claims = await app.db
        .selectFrom('episode_uploads')
        .select(['episode_id', 'assembling_by'])
        .where('assembling_at', 'is not', null)
        .execute();
      const dead = claims.filter((c) => app.dbKind === 'pglite' || holderGone(c.assembling_by, instance));
      for (const claim of dead) {
        await app.db
          .updateTable('episode_uploads')
          .set({ assembling_at: null, assembling_by: null })
          .where('episode_id', '=', claim.episode_id)
          .where((eb) =>
            claim.assembling_by === null
              ? eb('assembling_by', 'is', null)
              : eb('assembling_by', '=', claim.assembling_by),
          )
          .execute();
      }
      const alive = new Set(claims.filter((c) => !dead.includes(c)).map((c) => String(c.episode_id)));
      let removed = 0;
      for (const folder of await readdir(root).catch(() => [] as string[])) {
        if (alive.has(folder)) continue;
        removed += await removeTemporary(join(root, folder), Date.now() - CHUNK_TEMP_MS, true);
      }
      if (dead.length + removed > 0) {
        app.log.warn({ claims: dead.length, files: removed }, 'released the publishing claims of a crashed process');
      }
    }

    /** Removes `*.tmp` files in `folder` last written before `before` (assembled files: any age when `assembled`). */
    async function removeTemporary(folder: string, before: number, assembled: boolean): Promise<number> {
      let removed = 0;
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        if (!TEMPORARY.test(name)) continue;
        const info = await stat(join(folder, name)).catch(() => undefined);
        if (!info?.isFile() || ((!assembled || !ASSEMBLED.test(name)) && info.mtimeMs >= before)) continue;
        await rm(join(folder, name), { force: true });
        removed += 1;
      }
      return removed;
    }

    let running: Promise<CleanupReport> | undefined;
    const sessions = new Map<string, UploadSession>();
    const forget = (episodeId: number) => {
      for (const [key, session] of sessions) if (session.episodeId === episodeId) sessions.delete(key);
    };
    const uploads: Uploads = {
      root,
      instance,
      dir,
      chunkFile: (episodeId, index) => join(dir(episodeId), `${index}.chunk`),
      sessions,
      forget,
      forgetTokens(tokenHashes) {
        if (tokenHashes.length === 0 || sessions.size === 0) return;
        const revoked = new Set(tokenHashes);
        for (const key of sessions.keys()) if (revoked.has(key.slice(0, key.lastIndexOf(':')))) sessions.delete(key);
      },
      async discard(episodeId) {
        forget(episodeId);
        await rm(dir(episodeId), { recursive: true, force: true });
      },
      cleanup(now) {
        running ??= cleanup(now).finally(() => {
          running = undefined;
        });
        return running;
      },
    };
    app.decorate('uploads', uploads);
    app.auth.onForgetTokens((tokenHashes) => uploads.forgetTokens(tokenHashes));
    await recover();

    const sweep = () => {
      uploads
        .cleanup()
        .then((report) => {
          if (report.drafts + report.uploads > 0) app.log.info(report, 'abandoned uploads removed');
        })
        .catch((err) => app.log.error({ err }, 'upload cleanup failed'));
    };
    // First sweep a minute after start, then every hour; neither keeps the process alive.
    const first = setTimeout(sweep, 60_000);
    const every = setInterval(sweep, ttlMs > 0 ? Math.min(HOUR, ttlMs) : HOUR);
    first.unref();
    every.unref();
    app.addHook('onClose', async () => {
      sessions.clear();
      clearTimeout(first);
      clearInterval(every);
      await running?.catch(() => undefined);
    });
  },
  { name: 'uploads', dependencies: ['config', 'db', 'storage', 'auth'] },
);
