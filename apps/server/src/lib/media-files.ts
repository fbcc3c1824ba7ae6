import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { Storage } from '../plugins/storage';

/** Episode media lives in its own folder, so deleting an episode removes one folder. */
export const episodeMediaDir = (episodeId: number) => `episodes/${episodeId}`;

const isLocal = (path: string | null | undefined): path is string =>
  typeof path === 'string' && path.length > 0 && !/^https?:/i.test(path);

/**
 * Deletes the files (and thumbnails) of `paths` that no row refers to any more. Demo content
 * shares files between rows (one cover for many episodes, a channel image that is also its
 * owner's avatar), so a file goes only when its last reference has gone.
 */
export async function removeUnreferenced(db: Db, storage: Storage, paths: readonly (string | null | undefined)[]) {
  const candidates = [...new Set(paths.filter(isLocal))];
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const list = sql.join(batch);
    const { rows } = await sql<{ p: string }>`
      select media_path as p from episodes where media_path in (${list})
      union select image from episodes where image in (${list})
      union select image from channels where image in (${list})
      union select image from users where image in (${list})
      union select image from categories where image in (${list})
      union select image from nav_items where image in (${list})
      union select image_2 from nav_items where image_2 in (${list})
      union select image from blocks where image in (${list})`.execute(db);
    const used = new Set(rows.map((r) => r.p));
    for (const path of batch) {
      if (used.has(path)) continue;
      try {
        await storage.remove(path);
      } catch {
        // A path outside the media root was never ours to delete.
      }
    }
  }
}
