import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { acceptMore } from './lib/multi-accept';
import { warmUp } from './warm';

const config = loadConfig();
const app = await buildApp({ config });

let stopAccepting = () => {};
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  stopAccepting();
  await app.close();
});

await app.ready();
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
