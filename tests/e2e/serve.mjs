// Starts the built server for the e2e tests: demo seed on a fresh embedded database in a temporary folder, mail
// written to that folder's outbox (tests read the mailed links from there), removed again on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'podcast-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
// The tests find the outbox through this file.
writeFileSync(join(tmpdir(), `podcast-e2e-${port}.json`), JSON.stringify({ dataDir }));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
