import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../lib/errors';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * What a header middleware does to every answer, when that is all it does: it only sets and removes headers, reads
 * nothing of the request, and calls `next` at once without an error. Undefined otherwise (run it per request then).
 */
export function fixedHeaders(
  middleware: Middleware,
): { set: [string, string | number | readonly string[]][]; removed: string[] } | undefined {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  let untouched = true;
  const refuse = () => {
    untouched = false;
    return undefined;
  };
  const req = new Proxy({}, { get: refuse, has: () => refuse() ?? false }) as IncomingMessage;
  const res = new Proxy(
    {
      setHeader(name: string, value: string | number | readonly string[]) {
        set.push([name, value]);
      },
      removeHeader(name: string) {
        removed.push(name);
      },
    },
    {
      get: (target, key) => (key === 'setHeader' || key === 'removeHeader' ? target[key] : refuse()),
      has: () => refuse() ?? false,
    },
  ) as unknown as ServerResponse;
  let nextCalled = false;
  let failed = false;
  try {
    middleware(req, res, (error) => {
      nextCalled = true;
      failed = error !== undefined && error !== null;
    });
  } catch {
    return undefined;
  }
  return untouched && nextCalled && !failed ? { set, removed } : undefined;
}

/** helmet's settings: the web app and Swagger UI load only same-origin scripts; media may be embedded elsewhere. */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** Layer 1: third-party plugins (security headers, CORS, body parsers, rate limiting, OpenAPI). */
export default fp(
  async function externalPlugins(app: FastifyInstance) {
    // Security headers from helmet, its middleware built once: @fastify/helmet rebuilds it (and re-parses
    // the CSP) on every request, a third of the cost of answering a cached call.
    const securityHeaders = helmet(securityHeaderOptions);
    // Its headers do not depend on the request (no nonce, nothing computed per request): worked out once, then set
    // as they are on every answer (issue 14: running the middleware, which builds the CSP text again each time, was
    // ~6 % of the server's thread under bench:load).
    const fixed = fixedHeaders(securityHeaders);
    if (fixed) {
      const { set, removed } = fixed;
      app.addHook('onRequest', (_request, reply, done) => {
        const res = reply.raw;
        for (const name of removed) res.removeHeader(name);
        for (const [name, value] of set) res.setHeader(name, value);
        done();
      });
    } else {
      app.addHook('onRequest', (request, reply, done) => {
        securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
      });
    }
    // A preflight without Origin or Access-Control-Request-Method: @fastify/cors would answer a plain-text
    // 400; the documented `{ detail }` shape instead (this hook runs before the plugin's).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'OPTIONS' || (request.headers.origin && request.headers['access-control-request-method']))
        return done();
      reply.code(400).type('application/json; charset=utf-8').send({ detail: 'არასწორი CORS წინასწარი მოთხოვნა' });
    });
    await app.register(cors, { origin: true, credentials: false });
    await app.register(formbody);
    await app.register(multipart, {
      limits: { fileSize: app.config.maxImageBytes, files: 1, fields: 20, fieldSize: 100_000 },
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `ძალიან ბევრი მცდელობა, სცადეთ ${Math.ceil(context.ttl / 1000)} წამში`),
    });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Podcast API', version: '1.0.0', description: 'Georgian podcast platform (spec §7)' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'refresh_token from login' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'external-plugins', dependencies: ['config'] },
);
