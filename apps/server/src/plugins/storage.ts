import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';

/** Thumbnails (/media/_thumb/{path}) are at most this wide. */
export const THUMB_WIDTH = 480;
const THUMB_SOURCES = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.tif', '.tiff']);

export type ThumbnailState = 'ready' | 'missing' | 'unsupported';

/**
 * Where media lives. Local disk now; the interface is small enough for an S3-compatible store later.
 * Every file is written once under a name of its own (uploads carry a random id), so a served file
 * never changes and can be cached as immutable.
 */
export interface Storage {
  root: string;
  /** The absolute path of a media path; throws when the path would leave the media root. */
  resolve(path: string): string;
  put(path: string, data: Buffer): Promise<void>;
  /** Writes the image and its thumbnail (/media/_thumb/{path}, at most 480 px wide). */
  putImage(path: string, data: Buffer): Promise<void>;
  /**
   * Moves a finished file (outside the media root) to `path` in one step: readers see either no
   * file or the whole file, never a part of it.
   */
  adopt(path: string, source: string): Promise<void>;
  /** Makes sure `_thumb/{path}` exists, generating it on first use. */
  thumbnail(path: string): Promise<ThumbnailState>;
  /** Removes a file and its thumbnail. */
  remove(path: string): Promise<void>;
  /** Removes a folder (and its thumbnails) with everything in it. */
  removeTree(path: string): Promise<void>;
  size(path: string): Promise<number | undefined>;
  read(path: string): NodeJS.ReadableStream;
  /**
   * Calls `listener` with the path of every write (put, putImage, adopt, remove, removeTree), once before it starts
   * and once after it ends: what caches a file's state (the /media hot path) forgets it.
   */
  onWrite(listener: (path: string) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const hidden = (full: string) => join(dirname(full), `.${basename(full)}.${randomUUID()}.tmp`);

export function localStorage(root: string): Storage {
  const resolvePath = (path: string) => {
    const full = normalize(join(root, path));
    if (!full.startsWith(root + sep)) throw new Error(`Path escapes the media root: ${path}`);
    return full;
  };
  const put = async (path: string, data: Buffer) => {
    const full = resolvePath(path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data);
  };
  /** Write to a hidden name beside the target (dotfiles are never served), then rename. */
  const putAtomic = async (path: string, data: Buffer) => {
    const full = resolvePath(path);
    await mkdir(dirname(full), { recursive: true });
    const temp = hidden(full);
    try {
      await writeFile(temp, data);
      await rename(temp, full);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
  const exists = async (full: string) =>
    stat(full).then(
      (s) => s.isFile(),
      () => false,
    );
  const makeThumb = (data: Buffer | string) =>
    sharp(data, { failOn: 'error' }).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).toBuffer();
  const pending = new Map<string, Promise<ThumbnailState>>();
  const listeners = new Set<(path: string) => void>();
  const announce = (path: string) => {
    for (const listener of listeners) listener(path);
  };
  /** A write that tells the listeners before it starts and after it ends, whether it succeeds or fails. */
  const announced =
    <A extends unknown[]>(write: (path: string, ...rest: A) => Promise<void>) =>
    async (path: string, ...rest: A) => {
      announce(path);
      try {
        return await write(path, ...rest);
      } finally {
        announce(path);
      }
    };

  return {
    root,
    resolve: resolvePath,
    onWrite: (listener) => void listeners.add(listener),
    put: announced(put),
    putImage: announced(async (path: string, data: Buffer) => {
      await put(path, data);
      await putAtomic(join('_thumb', path), await makeThumb(data));
    }),
    adopt: announced(async (path: string, source: string) => {
      const full = resolvePath(path);
      await mkdir(dirname(full), { recursive: true });
      try {
        await rename(source, full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another file system: copy beside the target under a hidden name, then rename.
        const temp = hidden(full);
        try {
          await copyFile(source, temp);
          await rename(temp, full);
        } finally {
          await rm(temp, { force: true });
        }
        await rm(source, { force: true });
      }
    }),
    thumbnail(path) {
      const running = pending.get(path);
      if (running) return running;
      const task = (async (): Promise<ThumbnailState> => {
        const source = resolvePath(path);
        if (await exists(resolvePath(join('_thumb', path)))) return 'ready';
        if (!(await exists(source))) return 'missing';
        if (!THUMB_SOURCES.has(extname(path).toLowerCase())) return 'unsupported';
        try {
          await putAtomic(join('_thumb', path), await makeThumb(source));
          return 'ready';
        } catch {
          return 'unsupported';
        }
      })().finally(() => pending.delete(path));
      pending.set(path, task);
      return task;
    },
    remove: announced(async (path: string) => {
      await rm(resolvePath(path), { force: true });
      await rm(resolvePath(join('_thumb', path)), { force: true });
    }),
    removeTree: announced(async (path: string) => {
      await rm(resolvePath(path), { recursive: true, force: true });
      await rm(resolvePath(join('_thumb', path)), { recursive: true, force: true });
    }),
    async size(path) {
      try {
        return (await stat(resolvePath(path))).size;
      } catch {
        return undefined;
      }
    },
    read(path) {
      return createReadStream(resolvePath(path));
    },
  };
}

/** The storage service only; /media is served by the media plugin (plugins/media.ts). */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const root = join(app.config.dataDir, 'media');
    await mkdir(root, { recursive: true });
    app.decorate('storage', localStorage(root));
  },
  { name: 'storage', dependencies: ['config'] },
);
