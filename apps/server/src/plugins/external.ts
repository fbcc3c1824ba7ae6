import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../lib/errors';

/** Layer 1: third-party plugins (security headers, CORS, body parsers, rate limiting, OpenAPI). */
export default fp(
  async function externalPlugins(app: FastifyInstance) {
    // Security headers from helmet, its middleware built once: @fastify/helmet rebuilds it (and re-parses
    // the CSP) on every request, a third of the cost of answering a cached call.
    const securityHeaders = helmet({
      // The web app and Swagger UI load only same-origin scripts; media may be embedded elsewhere.
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
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
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
