// Starting, waiting for and stopping the built API server (apps/server/dist/main.js) in the benchmarks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// BENCH_SERVER: another build of the server (e.g. a copy of dist/main.js made before a change, kept in the same
// folder) to compare against, back to back on the same machine.
// Read by name: a local comparison's setting, not a build input.
const other = ((name) => process.env[name])('BENCH_SERVER');
const main = other
  ? fileURLToPath(new URL(other, `file://${process.cwd()}/`))
  : fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
/** The extensions the server's migrations need when a benchmark opens its PGlite catalogue itself. */
export const pgliteExtensions = { btree_gin, pg_trgm };
const running = new Set();
// A benchmark that fails half-way must not leave a server behind (holding its port and data folder).
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The server as its own process (as in production), quiet, on loopback; `flags` go to node. */
export function startServer(env, flags = []) {
  const child = spawn(process.execPath, [...flags, main], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Resolves once `url` answers 200 (the first start seeds the demo, so allow minutes). */
export async function waitFor(url, child) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
