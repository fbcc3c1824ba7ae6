import type { FastifyInstance } from 'fastify';

export default async function publishingRoutes(_app: FastifyInstance) {}
