// API load benchmark (issue 3): grows the demo to 100 000 episodes (bench/grow.mjs, as bench:catalogue does), then
// measures with autocannon the episode list, episode detail and a Georgian search against a bare Node `http`
// hello-world in the same run.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
// Usage: npm run bench:api   (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { adapterOf, grow } from './grow.mjs';
import { pgliteExtensions, startServer, stop, waitFor } from './server.mjs';

// Read by name: these variables tune a local run and are not build inputs.
const env = (name) => process.env[name];
const SECONDS = Number(env('BENCH_SECONDS') ?? 10);
const CONNECTIONS = Number(env('BENCH_CONNECTIONS') ?? 10);
const EPISODES = Number(env('BENCH_EPISODES') ?? 100_000);
const pgUrl = env('BENCH_DATABASE_URL') ?? env('TEST_DATABASE_URL');

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (err, result) => {
      if (err) reject(err);
      else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      else
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
        });
    });
  });
}

async function measure(label, base) {
  const detailId = Math.min(4242, EPISODES);
  const targets = [
    ['episode list', `${base}/api/podcasts/`],
    ['episode detail', `${base}/api/podcast/${detailId}/`],
    ['Georgian search', `${base}/api/search/?q=${encodeURIComponent('ისტორ')}`],
  ];
  const rows = [];
  for (const [name, url] of targets) {
    const result = await cannon(url);
    const reference = await sameBytes(url);
    rows.push({ db: label, name, ...result, bytes: reference.bytes, reference: reference.rps });
  }
  return rows;
}

// The reference servers run in their own process, like the API server, so autocannon does not share
// their event loop. `/` is the hello-world; `/replay/{name}` answers with the exact bytes and content
// type an API call answered (stored by PUT), which separates the cost of the payload itself (autocannon
// decodes every body to a string; Georgian UTF-8 decodes several times slower than ASCII) from the
// server's per-request work.
const REFERENCE = `
  import { createServer } from 'node:http';
  const bodies = new Map();
  const server = createServer((req, res) => {
    if (req.method === 'PUT') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => { bodies.set(req.url, Buffer.concat(chunks)); res.end(); });
      return;
    }
    const body = bodies.get(req.url);
    if (!body) return res.end('hello world');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
const hello = spawn(process.execPath, ['--input-type=module', '-e', REFERENCE], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const helloPort = await new Promise((resolve) => hello.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
const helloUrl = `http://127.0.0.1:${helloPort}/`;

/** The same response bytes served by a bare Node `http` server: the ceiling for this payload. */
async function sameBytes(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const key = `${helloUrl}replay/${encodeURIComponent(url)}`;
  await fetch(key, { method: 'PUT', body });
  return { bytes: body.length, ...(await cannon(key)) };
}

const results = [];
const dirs = [];
try {
  const helloResult = await cannon(helloUrl);
  results.push({ db: '-', name: 'node http hello world', ...helloResult });

  // PGlite: first start seeds the demo; the 100 000 episodes are added with the server stopped.
  const dataDir = await mkdtemp(join(tmpdir(), 'podcast-bench-'));
  dirs.push(dataDir);
  const port = 3900 + Math.floor(Math.random() * 50);
  let server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
  await stop(server);
  const started = Date.now();
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: pgliteExtensions });
  await grow(adapterOf(pglite), EPISODES);
  await pglite.close();
  console.info(`PGlite: grew to ${EPISODES} episodes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const cache of ['0', '5000']) {
    server = startServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_CACHE_MS: cache });
    await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
    results.push(...(await measure(cache === '0' ? 'PGlite, no cache' : 'PGlite, cache', `http://127.0.0.1:${port}`)));
    await stop(server);
  }

  if (pgUrl) {
    const name = `podcast_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(
      `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
    );
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      const pgDir = await mkdtemp(join(tmpdir(), 'podcast-bench-pg-'));
      dirs.push(pgDir);
      const env = { DATA_DIR: pgDir, PORT: String(port + 1), DATABASE_URL: url.toString() };
      server = startServer(env);
      await waitFor(`http://127.0.0.1:${port + 1}/api/categories/`, server);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await grow(adapterOf(client), EPISODES);
      await client.end();
      await stop(server);
      for (const cache of ['0', '5000']) {
        server = startServer({ ...env, PUBLIC_CACHE_MS: cache });
        await waitFor(`http://127.0.0.1:${port + 1}/api/categories/`, server);
        const label = cache === '0' ? 'PostgreSQL, no cache' : 'PostgreSQL, cache';
        results.push(...(await measure(label, `http://127.0.0.1:${port + 1}`)));
        await stop(server);
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  hello.kill();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

const base = results[0].rps;
console.info(`\n${EPISODES} episodes, ${CONNECTIONS} connections, ${SECONDS} s each, node ${process.version}\n`);
console.info(
  '| database | call | bytes | requests/s | p50 ms | p99 ms | errors/timeouts | vs hello world | vs same bytes, bare http |',
);
console.info('|---|---|---:|---:|---:|---:|---:|---:|---:|');
const percent = (a, b) => `${((a / b) * 100).toFixed(1)} %`;
for (const r of results) {
  const vsBytes = r.reference ? percent(r.rps, r.reference) : '–';
  console.info(
    `| ${r.db} | ${r.name} | ${r.bytes ?? 11} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${percent(r.rps, base)} | ${vsBytes} |`,
  );
}
