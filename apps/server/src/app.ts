import http from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { DatabaseHandle } from './db/index';
import { HttpError } from './lib/errors';
import { inSlices } from './lib/loop-slices';
import authPlugin from './plugins/auth';
import cachePlugin from './plugins/cache';
import dbPlugin from './plugins/db';
import externalPlugins from './plugins/external';
import mailPlugin from './plugins/mail';
import mediaPlugin from './plugins/media';
import storagePlugin from './plugins/storage';
import strictInput from './plugins/strict-input';
import uploadsPlugin from './plugins/uploads';
import accountRoutes from './routes/account';
import contentRoutes from './routes/content';
import listenerRoutes from './routes/listener';
import oauthRoutes from './routes/oauth';
import publishingRoutes from './routes/publishing';
import siteRoutes from './routes/site';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An already opened database (tests); otherwise the app opens and closes its own. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export type App = FastifyInstance;

function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
    const path = item.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const field = missing ?? (path || (error.validationContext ?? 'request'));
    const message = missing ? 'ველი სავალდებულოა' : (item.message ?? 'არასწორი მნიშვნელობა');
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

const statusDetail: Record<number, string> = {
  400: 'არასწორი მოთხოვნა',
  404: 'ვერ მოიძებნა',
  405: 'მეთოდი დაუშვებელია',
  406: 'მიუღებელი ფორმატი',
  413: 'ფაილი ან მოთხოვნა ძალიან დიდია',
  415: 'ფაილის ან მოთხოვნის ტიპი მიუღებელია',
  429: 'ძალიან ბევრი მცდელობა, სცადეთ მოგვიანებით',
  431: 'მოთხოვნის სათაურები ძალიან დიდია',
};

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // No limit on a plugin's start: the first start seeds the demo content (media included), and a migration that
    // recounts the search vocabulary (0012, 0019) takes minutes at 1 000 000 episodes. Stopped by a timer half-way,
    // it was rolled back and the next start began again.
    pluginTimeout: 0,
    // Client addresses (rate limits, play counting) come from X-Forwarded-For only behind a configured proxy.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', allErrors: true } },
    // Fastify's own HTTP/1 server, its requests run in bounded slices of the loop (lib/loop-slices.ts).
    serverFactory: (handler, opts) => {
      const timeouts = opts as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
      // Media bytes (no database, tens of microseconds) go at once: a listener's audio never queues behind a slice.
      const media = (request: http.IncomingMessage) => request.url?.startsWith('/media/') === true;
      const server = http.createServer(inSlices(handler, config.requestSliceMs, media));
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    // Errors raised before routing (a broken percent-encoding, a bad content type) answer in the documented
    // `{ detail }` shape, in Georgian, without echoing the URL.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ detail: statusDetail[status] ?? statusDetail[400] }));
    },
    // Node refuses a request before Fastify sees it (header too large, malformed HTTP): same shape.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (!socket.writable) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ detail: statusDetail[status] ?? statusDetail[400] });
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ detail: 'არასწორი მონაცემები', errors: fieldErrors(error) });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: statusDetail[status] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'სერვერის შეცდომა' });
  });

  // Layer 0: configuration, visible to every plugin.
  await app.register(
    fp(
      async (instance: FastifyInstance) => {
        instance.decorate('config', config);
      },
      { name: 'config' },
    ),
  );
  // Layer 1: third-party plugins.
  await app.register(externalPlugins);
  await app.register(strictInput);
  // Layer 2: the application's services.
  await app.register(storagePlugin);
  await app.register(dbPlugin, { handle: options.database });
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(cachePlugin);
  await app.register(uploadsPlugin);
  await app.register(mediaPlugin);
  // Layer 3: routes, one module per resource.
  await app.register(contentRoutes);
  await app.register(accountRoutes);
  await app.register(publishingRoutes);
  await app.register(listenerRoutes);
  await app.register(oauthRoutes);
  await app.register(siteRoutes);

  return app;
}
