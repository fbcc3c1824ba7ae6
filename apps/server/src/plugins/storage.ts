import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';

/** Where media lives. Local disk now; the interface is small enough for an S3-compatible store later. */
export interface Storage {
  root: string;
  put(path: string, data: Buffer): Promise<void>;
  /** Writes the image and its thumbnail (/media/_thumb/{path}, at most 480 px wide). */
  putImage(path: string, data: Buffer): Promise<void>;
  remove(path: string): Promise<void>;
  size(path: string): Promise<number | undefined>;
  read(path: string): NodeJS.ReadableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

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
  return {
    root,
    put,
    async putImage(path, data) {
      await put(path, data);
      const thumb = await sharp(data).rotate().resize({ width: 480, withoutEnlargement: true }).toBuffer();
      await put(join('_thumb', path), thumb);
    },
    async remove(path) {
      await rm(resolvePath(path), { force: true });
      await rm(resolvePath(join('_thumb', path)), { force: true });
    },
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

export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const root = join(app.config.dataDir, 'media');
    await mkdir(root, { recursive: true });
    app.decorate('storage', localStorage(root));
    // HTTP Range (206/416), Accept-Ranges, ETag and Last-Modified come from @fastify/static (send).
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      acceptRanges: true,
      dotfiles: 'deny',
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
