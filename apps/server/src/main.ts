import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { warmUp } from './warm';

const config = loadConfig();
const app = await buildApp({ config });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.ready();
await warmUp(app);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Serving ${config.publicUrl} (database: ${app.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}, mail: ${config.smtpUrl ? 'SMTP' : `outbox files in ${config.dataDir}/outbox`})`,
);
