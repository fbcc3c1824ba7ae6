import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DatabaseHandle, type Db, openDatabase } from '../db/index';
import { seedIfEmpty } from '../seed/demo';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseHandle['kind'];
  }
}

export interface DbPluginOptions {
  /** An already opened database (tests); otherwise one is opened from the config. */
  handle?: DatabaseHandle | undefined;
}

export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, options) {
    const handle =
      options.handle ??
      (await openDatabase({
        url: app.config.databaseUrl,
        dataDir: app.config.databaseUrl ? undefined : join(app.config.dataDir, 'db'),
      }));
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    if (!options.handle) app.addHook('onClose', () => handle.close());
    if (app.config.seedDemo) {
      const seeded = await seedIfEmpty(handle.db, app.storage, app.log);
      if (seeded) app.log.info('Seeded demo content into the empty database');
    }
  },
  { name: 'db', dependencies: ['config', 'storage'] },
);
