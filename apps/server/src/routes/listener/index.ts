import type { FastifyInstance } from 'fastify';
import bookmarkRoutes from './bookmarks';
import channelRoutes from './channels';
import historyRoutes from './history';
import notificationRoutes from './notifications';
import statisticsRoutes from './statistics';

/** Spec §7 "Listener": every call needs a signed-in user (spec §6). */
export default async function listenerRoutes(app: FastifyInstance) {
  app.decorateRequest('listener', null);
  // Before validation, so a call without a valid token is a 401 whatever else is wrong with it.
  app.addHook('preValidation', async (request) => {
    request.listener = await app.auth.requireUser(request);
  });
  await app.register(channelRoutes);
  await app.register(bookmarkRoutes);
  await app.register(historyRoutes);
  await app.register(notificationRoutes);
  await app.register(statisticsRoutes);
}
