import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache the 200 answers of this public GET route for a short time, keyed by the full URL. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** Drops every cached answer (call after writes that change public content). */
    clearPublicCache(): void;
  }
}

interface Entry {
  body: string;
  expires: number;
}

/**
 * Public content (lists, details, search, menus) is the same for everyone and changes rarely, while
 * PGlite runs queries on the event loop. A short-lived in-process cache keeps the hot paths cheap;
 * several instances each keep their own, so staleness is bounded by the TTL.
 */
export default fp(
  async function publicCache(app: FastifyInstance) {
    const ttl = app.config.publicCacheMs;
    const max = 2000;
    const entries = new Map<string, Entry>();
    app.decorate('clearPublicCache', () => entries.clear());
    if (ttl <= 0) return;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
      const entry = entries.get(request.url);
      if (!entry) return;
      if (entry.expires < Date.now()) {
        entries.delete(request.url);
        return;
      }
      return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(entry.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.method === 'GET' &&
        request.routeOptions.config.publicCache &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        !reply.getHeader('x-cache')
      ) {
        if (entries.size >= max) entries.delete(entries.keys().next().value as string);
        entries.set(request.url, { body: payload, expires: Date.now() + ttl });
      }
      return payload;
    });
  },
  { name: 'public-cache', dependencies: ['config'] },
);
