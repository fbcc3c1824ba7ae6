import type { FastifyInstance } from 'fastify';

export default async function listenerRoutes(_app: FastifyInstance) {}
