import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Maintenance, maintenanceFor } from './db/maintenance';
import { acceptMore } from './lib/multi-accept';
import { warmUp } from './warm';

const config = loadConfig();
const app = await buildApp({ config });

let stopAccepting = () => {};
let maintenance: Maintenance | undefined;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  stopAccepting();
  // Before the database closes: waits for a VACUUM under way and keeps PGlite's table counters for the next start.
  await maintenance?.stop();
  await app.close();
});

await app.ready();
// PGlite has no autovacuum: what it needs is done now, before anyone waits, then in its quiet moments.
maintenance = maintenanceFor(app.db, { intervalMs: config.pgliteMaintenanceMs, log: app.log });
await maintenance?.start();
await warmUp(app);
await app.listen({ port: config.port, host: config.host });
// A restart's first burst of listeners gets in at once, not one connection per busy turn (lib/multi-accept.ts).
stopAccepting = await acceptMore(app.server, config.acceptsPerTurn - 1).catch((err) => {
  app.log.warn({ err }, 'one connection accepted per turn of the event loop');
  return () => {};
});
app.log.info(
  `Serving ${config.publicUrl} (database: ${app.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}, mail: ${config.smtpUrl ? 'SMTP' : `outbox files in ${config.dataDir}/outbox`})`,
);
