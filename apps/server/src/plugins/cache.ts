import { randomUUID } from 'node:crypto';
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
    /** Drops every cached answer (call after writes that change public content: publishing, channels). */
    clearPublicCache(): void;
    /**
     * Drops only the cached answers that show this channel (a podcaster object: detail, lists, blocks)
     * or this episode: a listener's rating or subscription changes one channel's figures, not the catalogue.
     */
    invalidatePublicCache(what: { channel?: number; episode?: number }): void;
  }
}

/**
 * What a cached answer shows, as `c{id}` (a podcaster object: it carries `subscribers_count`) and
 * `e{id}` (an episode object: it carries `created_by_id`). Worked out the first time an invalidation
 * looks at the entry, so answers that live out their TTL without a write in between are never parsed.
 */
function shownIn(body: Buffer): Set<string> {
  const shown = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (typeof object.id === 'number') {
        if ('subscribers_count' in object) shown.add(`c${object.id}`);
        if ('created_by_id' in object) shown.add(`e${object.id}`);
      }
      for (const item of Object.values(object)) visit(item);
    }
  };
  try {
    visit(JSON.parse(body.toString('utf8')));
  } catch {
    shown.add('*'); // not JSON: dropped by every invalidation
  }
  return shown;
}

const REFRESH_HEADER = 'x-public-cache-refresh';

interface Entry {
  /** Encoded once: sending a Buffer skips re-encoding the UTF-8 (Georgian) text on every hit. */
  body: Buffer;
  expires: number;
  /** A background recomputation of this answer runs; until it lands every request gets this copy. */
  refreshing: boolean;
  /** The channels and episodes the answer shows (see shownIn), once an invalidation needed them. */
  shown?: Set<string>;
}

/**
 * Public content (lists, details, search, menus) is the same for everyone and changes rarely, while
 * PGlite runs queries on the event loop. A short-lived in-process cache keeps the hot paths cheap;
 * several instances each keep their own, so staleness is bounded by the TTL.
 *
 * Stale-while-revalidate, single flight: when an answer expires, it is recomputed once, in the
 * background (an internal request), while every request keeps getting the previous copy, so an expiry
 * never sends a burst of identical queries to the database nor makes a listener wait for one under
 * load. A copy more than one TTL past its expiry is not served: the next request computes it. Likewise for an answer not cached yet (a cold start
 * under load): the first request computes it and the ones arriving meanwhile wait for its copy.
 * Publishing writes clear everything at once; a
 * listener's write (rating, subscription) drops only the answers that show that channel.
 */
export default fp(
  async function publicCache(app: FastifyInstance) {
    const ttl = app.config.publicCacheMs;
    const max = 2000;
    const entries = new Map<string, Entry>();
    // An answer computed while a write that concerns it landed may predate the write: it is sent but
    // not stored. The recent invalidations are kept (numbered) to tell; `null` keys: everything.
    let generation = 0;
    const recent: { generation: number; keys: string[] | null }[] = [];
    const startedAt = new WeakMap<FastifyRequest, number>();
    const record = (keys: string[] | null) => {
      generation += 1;
      recent.push({ generation, keys });
      if (recent.length > 256) recent.shift();
    };
    const touches = (shown: Set<string>, keys: string[] | null) =>
      keys === null || shown.has('*') || keys.some((key) => shown.has(key));
    /** Whether an answer computed since `since` (a generation) may be stored; fills `entry.shown` when it had to look. */
    const storable = (since: number | undefined, entry: Entry) => {
      if (since === generation) return true;
      if (since === undefined || (recent[0]?.generation ?? 0) > since + 1) return false;
      entry.shown = shownIn(entry.body);
      const shown = entry.shown;
      return !recent.some((write) => write.generation > since && touches(shown, write.keys));
    };
    app.decorate('clearPublicCache', () => {
      record(null);
      entries.clear();
    });
    app.decorate('invalidatePublicCache', (what: { channel?: number; episode?: number }) => {
      const keys = [
        ...(what.channel === undefined ? [] : [`c${what.channel}`]),
        ...(what.episode === undefined ? [] : [`e${what.episode}`]),
      ];
      record(keys);
      for (const [url, entry] of entries) {
        entry.shown ??= shownIn(entry.body);
        if (touches(entry.shown, keys)) entries.delete(url);
      }
    });
    if (ttl <= 0) return;

    // The background recomputation is an internal request carrying this process's secret.
    const secret = randomUUID();
    const refresh = (url: string, entry: Entry) => {
      entry.refreshing = true;
      app
        .inject({ method: 'GET', url, headers: { [REFRESH_HEADER]: secret } })
        .catch((err) => app.log.warn({ err, url }, 'public cache refresh failed'))
        .finally(() => {
          entry.refreshing = false;
        });
    };

    const serve: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET') return done();
      if (request.headers[REFRESH_HEADER] === secret) {
        startedAt.set(request, generation);
        return done();
      }
      const entry = entries.get(request.url);
      if (!entry) {
        const queue = waiting.get(request.url);
        if (queue) {
          // Someone is computing this answer already: wait for theirs (or compute it too if theirs failed).
          queue.push((body) => {
            if (body) reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(body);
            else {
              startedAt.set(request, generation);
              done();
            }
          });
          return;
        }
        waiting.set(request.url, []);
        leaders.add(request);
        startedAt.set(request, generation);
        return done();
      }
      const now = Date.now();
      if (entry.expires < now && !entry.refreshing) {
        if (entry.expires + ttl < now) {
          // A copy older than two TTLs is not served to anyone: this request recomputes, the others wait for it.
          entries.delete(request.url);
          waiting.set(request.url, []);
          leaders.add(request);
          startedAt.set(request, generation);
          return done();
        }
        // Recomputed in the background; this request, like the others meanwhile, gets the previous copy.
        refresh(request.url, entry);
      }
      reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(entry.body);
    };

    /** The first request for an answer no one has computes it; the ones arriving meanwhile wait for it. */
    const waiting = new Map<string, ((body: Buffer | undefined) => void)[]>();
    const leaders = new WeakSet<FastifyRequest>();
    const wake = (request: FastifyRequest, body?: Buffer) => {
      if (!leaders.delete(request)) return;
      const queue = waiting.get(request.url) ?? [];
      waiting.delete(request.url);
      for (const resume of queue) resume(body);
    };

    const store: onSendHookHandler = (request, reply, payload, done) => {
      if (request.method === 'GET' && !reply.hasHeader('x-cache')) {
        const entry: Entry | undefined =
          reply.statusCode === 200 && typeof payload === 'string'
            ? { body: Buffer.from(payload), expires: Date.now() + ttl, refreshing: false }
            : undefined;
        if (entry && storable(startedAt.get(request), entry)) {
          if (!entries.has(request.url) && entries.size >= max) entries.delete(entries.keys().next().value as string);
          entries.set(request.url, entry);
        }
        wake(request, entry?.body);
      }
      done(null, payload);
    };

    // A computation that failed before sending (aborted request) must not keep the others waiting.
    const finish: onResponseHookHandler = (request, _reply, done) => {
      wake(request);
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
