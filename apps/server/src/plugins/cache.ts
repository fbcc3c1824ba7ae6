import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
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
  /** Encoded once: sending a Buffer skips re-encoding the UTF-8 (Georgian) text on every hit. */
  body: Buffer;
  expires: number;
  /** A request is already recomputing this answer; until it lands the others get this copy. */
  refreshing: boolean;
}

/**
 * Public content (lists, details, search, menus) is the same for everyone and changes rarely, while
 * PGlite runs queries on the event loop. A short-lived in-process cache keeps the hot paths cheap;
 * several instances each keep their own, so staleness is bounded by the TTL.
 *
 * Stale-while-revalidate, single flight: when an answer expires, exactly one request recomputes it
 * and the others keep getting the previous copy (at most one more TTL old), so an expiry never sends
 * a burst of identical queries to the database. Writes clear everything at once.
 */
export default fp(
  async function publicCache(app: FastifyInstance) {
    const ttl = app.config.publicCacheMs;
    const max = 2000;
    const entries = new Map<string, Entry>();
    const recomputing = new WeakSet<FastifyRequest>();
    app.decorate('clearPublicCache', () => entries.clear());
    if (ttl <= 0) return;

    const serve: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET') return done();
      const entry = entries.get(request.url);
      if (!entry) return done();
      const now = Date.now();
      if (entry.expires < now && !entry.refreshing) {
        // This request recomputes; a stale copy older than two TTLs is not served to anyone.
        entry.refreshing = true;
        recomputing.add(request);
        if (entry.expires + ttl < now) entries.delete(request.url);
        return done();
      }
      reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(entry.body);
    };

    const release = (request: FastifyRequest) => {
      if (!recomputing.delete(request)) return;
      const entry = entries.get(request.url);
      if (entry) entry.refreshing = false;
    };

    const store: onSendHookHandler = (request, reply, payload, done) => {
      if (request.method === 'GET' && !reply.hasHeader('x-cache')) {
        if (reply.statusCode === 200 && typeof payload === 'string') {
          if (!entries.has(request.url) && entries.size >= max) entries.delete(entries.keys().next().value as string);
          entries.set(request.url, { body: Buffer.from(payload), expires: Date.now() + ttl, refreshing: false });
        } else {
          release(request);
        }
      }
      done(null, payload);
    };

    // A recomputation that failed before sending (aborted request) must not pin the stale copy forever.
    const finish: onResponseHookHandler = (request, _reply, done) => {
      release(request);
      done();
    };

    // Only the routes that opt in pay for the hooks; callback hooks avoid a promise per request.
    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache) return;
      const list = <T>(hook: T | T[] | undefined): T[] =>
        hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];
      route.onRequest = [...list(route.onRequest), serve];
      route.onSend = [...list(route.onSend), store];
      route.onResponse = [...list(route.onResponse), finish];
    });
  },
  { name: 'public-cache', dependencies: ['config'] },
);
