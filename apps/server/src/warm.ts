import { paths } from '@podcast/contract';
import { sql } from 'kysely';
import type { App } from './app';
import { connectionsOf, eachConnection } from './db/index';
import { sessionsOf } from './plugins/auth';
import { encodeMediaPath } from './plugins/media';
import { saveBookmark, savedPage } from './routes/listener/bookmarks';
import { warmSignalStatements } from './routes/listener/signals';

/**
 * Run before the server listens (issue 14): after a restart the first requests must not each pay for cold
 * code and a cold database (PGlite reads its pages and plans each query shape the first time), which under
 * load stalled them for seconds. One request of each public kind runs now, in turn — the home calls, lists,
 * the newest episode and its channel, a Georgian search, its media file, a signed-in call's token check —
 * and the public cache keeps those answers for its TTL. Then the signed-in calls' statements (session, signal
 * state and writes, saving and listing bookmarks) run once on every connection of the pool (PostgreSQL opens
 * them all now), with ids that match nothing.
 */
/**
 * The calls run this many times: the first round fills the database's and the cache's state, the later ones run
 * the request path (routing, hooks, the cache's answer, the media path) often enough for V8 to compile it, so the
 * first burst of listeners after a restart does not queue behind cold code on the one thread.
 */
const WARM_ROUNDS = 40;

export async function warmUp(app: App): Promise<void> {
  const started = Date.now();
  // The newest episode listeners see: the public lists' partial date index answers this (a status alone as a
  // parameter read and sorted the whole table, 100 ms at 100 000 episodes), and an unpublished one has no page.
  const newest = await app.db
    .selectFrom('episodes')
    .select(['id', 'created_by_id', 'media_path'])
    .where(sql<boolean>`status = 'ready' and is_published`)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const calls: { url: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> }[] = [
    ...[paths.menus, paths.navBar, paths.blocks, paths.authorBlocks, paths.categories, paths.staticPages].map(
      (url) => ({ url }),
    ),
    { url: paths.podcasts },
    { url: `${paths.podcasts}?hits=down` },
    { url: paths.podcasters },
    { url: `${paths.search}?q=${encodeURIComponent('ისტორია')}` },
    // A made-up token: the session lookup every signed-in call makes, answered 401.
    { url: paths.bookmarks, headers: { authorization: 'Bearer warm-up' } },
  ];
  if (newest) {
    calls.push({ url: `/api/podcast/${newest.id}/` }, { url: `/api/podcaster/${newest.created_by_id}` });
    if (newest.media_path) {
      const media = `/media/${encodeMediaPath(newest.media_path)}`;
      calls.push({ url: media, method: 'HEAD' }, { url: media, headers: { range: 'bytes=0-1' } });
    }
  }
  const level = app.log.level;
  try {
    for (let round = 0; round < WARM_ROUNDS; round += 1) {
      // The first round is logged like any request; the repeats would write some 1 200 lines at every start.
      if (round === 1 && ['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
      for (const call of calls) await app.inject({ method: 'GET', ...call }).catch(() => undefined);
    }
  } finally {
    app.log.level = level;
  }
  await eachConnection(app.db, connectionsOf(app.db), warmConnection).catch((error) =>
    app.log.warn({ err: error }, 'warming the database connections failed'),
  );
  app.log.info(`Warmed up in ${Date.now() - started} ms`);
}

/** The signed-in calls' statements on one connection; user and episode 0 do not exist, so nothing is written. */
async function warmConnection(db: App['db']): Promise<void> {
  await sessionsOf(db, ['warm-up']);
  await warmSignalStatements(db);
  await saveBookmark(db, 0, 0, new Date());
  await savedPage(db, 0, 0, 20);
}
