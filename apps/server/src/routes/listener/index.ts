import type { FastifyInstance } from 'fastify';
import bookmarkRoutes from './bookmarks';
import channelRoutes from './channels';
import historyRoutes from './history';
import notificationRoutes from './notifications';
import { SignalWrites } from './signals';
import statisticsRoutes from './statistics';

/** Spec §7 "Listener": every call needs a signed-in user (spec §6). */
export default async function listenerRoutes(app: FastifyInstance) {
  app.decorateRequest('listener', null);
  // Before validation, so a call without a valid token is a 401 whatever else is wrong with it.
  app.addHook('preValidation', async (request) => {
    request.listener = await app.auth.requireSession(request);
  });
  // One signed-in user's writes (LISTENER_WRITE_LIMIT a minute, all listener writes together): a client
  // re-rating or toggling in a loop gets 429 instead of costing the database and the public cache.
  // The player's signals have their own, higher limit (routes/listener/history.ts).
  const limit = app.config.listenerWriteLimit;
  if (limit > 0) {
    const writes = app.rateLimit({
      max: limit,
      timeWindow: '1 minute',
      keyGenerator: (request) => `listener-writes:${request.listener?.id ?? request.ip}`,
    });
    app.addHook('preValidation', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.rateLimit) return;
      await writes.call(app, request, reply);
    });
  }
  // The player's signals, answered from memory and written behind (signals.ts). Calls that read what they write
  // wait for the user's queued ones: history and statistics here, account calls (the profile's total listening
  // time) through auth.requireUser. Shutdown writes the queue while the database is still open.
  const signals = new SignalWrites({ db: app.db, log: app.log, episodeTtlMs: app.config.publicCacheMs });
  app.auth.beforeUserRead((userId) => signals.settle(userId));
  app.addHook('onReady', () => signals.prepare().catch((error) => app.log.warn({ err: error }, 'no history ids yet')));
  app.addHook('onClose', () => signals.close());
  await app.register(channelRoutes);
  await app.register(bookmarkRoutes);
  await app.register(historyRoutes, { signals });
  await app.register(notificationRoutes);
  await app.register(statisticsRoutes, { signals });
}
