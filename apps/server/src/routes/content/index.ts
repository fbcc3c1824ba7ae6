import type { FastifyInstance } from 'fastify';
import categoryRoutes from './categories';
import episodeRoutes from './episodes';
import navigationRoutes from './navigation';
import podcasterRoutes from './podcasters';

export default async function contentRoutes(app: FastifyInstance) {
  await app.register(episodeRoutes);
  await app.register(podcasterRoutes);
  await app.register(categoryRoutes);
  await app.register(navigationRoutes);
}
