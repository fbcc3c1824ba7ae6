import type { FastifyInstance } from 'fastify';
import channelRoutes from './channels';
import episodeRoutes from './episodes';
import rssRoutes from './rss';
import uploadRoutes from './upload';

/** Spec §7 "Channel and episodes": channels, episodes, the chunked upload, and each channel's RSS feed. */
export default async function publishingRoutes(app: FastifyInstance) {
  await app.register(channelRoutes);
  await app.register(episodeRoutes);
  await app.register(uploadRoutes);
  await app.register(rssRoutes);
}
