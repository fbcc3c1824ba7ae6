// Load benchmark (issue 14): BENCH_CLIENTS (200) concurrent clients for BENCH_SECONDS (60) against the built
// server on the demo catalogue, a realistic mix of requests, each client sending its next request as soon
// as the previous answer has arrived: home calls, episode lists, episode and channel details, Georgian
// searches, media Range requests (64 KB at random offsets of the episodes' files), and signed-in listeners'
// signals and bookmarks (each client is its own listener, behind TRUST_PROXY with its own address).
// Prints requests/s, p50 / p99 per kind of request (media: time to the first byte; JSON: the whole answer),
// the slowest request of the first seconds after the server started (the server is restarted on a seeded
// data folder just before the run, so caches are cold) and the server's peak RSS.
//
// Usage: npm run bench:load
//   BENCH_SECONDS=60  BENCH_CLIENTS=200  BENCH_DATABASE_URL=postgres://… (PostgreSQL too)  BENCH_DB=both|pglite|postgres
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions, startServer, stop, waitFor } from './server.mjs';

// Read by name: these variables tune a local run and are not build inputs.
const env = (name) => process.env[name];
const SECONDS = Number(env('BENCH_SECONDS') ?? 60);
const CLIENTS = Number(env('BENCH_CLIENTS') ?? 200);
/** The first seconds after the restart, whose slowest request is reported apart ("no request over 1 s"). */
const RESTART_WINDOW_MS = 10_000;
const pgUrl = env('BENCH_DATABASE_URL');
/** pglite, postgres (needs BENCH_DATABASE_URL) or both (the default). */
const WHICH = env('BENCH_DB') ?? 'both';
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Kinds of request and their share of the mix. */
const MIX = [
  ['home', 20],
  ['list', 15],
  ['detail', 15],
  ['search', 10],
  ['media', 25],
  ['signal', 10],
  ['bookmark', 5],
];
const WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);
const HOME = ['/api/menus/', '/api/nav_bar/', '/api/blocks/', '/api/author-blocks/', '/api/categories/'];
const WORDS = ['ისტორია', 'კოდი', 'მუსიკა', 'საუბარი', 'ტექნოლოგია', 'ქართული', 'წიგნი', 'მეცნიერება'];
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Demo listeners made directly in the database (one per client) with a session each. */
async function addListeners(query) {
  const tokens = Array.from({ length: CLIENTS }, () => randomBytes(32).toString('base64url'));
  const values = tokens.map((token, i) => `('load-${i}@example.com', '${sha256(token)}')`).join(',');
  // Two statements: the sessions' insert must see the users the first one made.
  await query(`
    insert into users (email, first_name, last_name, is_active)
    select 'load-' || g || '@example.com', 'მსმენელი', g::text, true from generate_series(0, ${CLIENTS - 1}) g
    on conflict do nothing`);
  await query(`
    insert into sessions (user_id, token_hash, expires_at)
    select u.id, l.token_hash, now() + interval '30 days'
    from (values ${values}) l (email, token_hash) join users u on lower(u.email) = l.email`);
  return tokens;
}

function request(agent, port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // A new connection's set-up (ms until connected; 0 on a kept-alive one): the first burst opens 200 at once.
    let connect = 0;
    const req = http.request({ agent, host: '127.0.0.1', port, path, method, headers }, (res) => {
      const firstByte = performance.now() - started;
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode, firstByte, total: performance.now() - started, connect }));
      res.on('error', reject);
    });
    req.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connect = performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

const stallHook = fileURLToPath(new URL('./stall-hook.mjs', import.meta.url));

/** The server's longest event-loop stall since the previous call (bench/stall-hook.mjs), in ms. */
async function stall(server, file) {
  await rm(file, { force: true });
  server.kill('SIGURG');
  // The file can be seen before the hook has finished writing it: read again until it parses.
  for (let i = 0; i < 100; i++) {
    if (existsSync(file)) {
      try {
        return JSON.parse(await readFile(file, 'utf8')).max;
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.NaN;
}

/** Peak resident set size of a process (VmHWM), in MB. */
async function peakRss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function run(label, serverEnv, query) {
  const port = 4300 + Math.floor(Math.random() * 500);
  const base = { ...serverEnv, PORT: String(port), TRUST_PROXY: '1' };
  // First start seeds the demo catalogue; then the listeners are added and the server restarted cold.
  let server = startServer(base);
  await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
  await stop(server);
  const tokens = await addListeners(query);
  const episodes = await query(
    `select id, media_path, file_size from episodes where status = 'ready' and is_published and media_path is not null`,
  );
  const channels = (await query('select user_id from channels')).map((r) => r.user_id);

  // BENCH_PROFILE=file.cpuprofile: a CPU profile of the server during the run (bench/profile-hook.mjs).
  // The server's event-loop stalls (bench/stall-hook.mjs): was the slowest request of the first seconds the server's
  // own loop standing still, or a wait elsewhere (the database, the client, the machine)?
  const profile = env('BENCH_PROFILE');
  const stallFile = join(base.DATA_DIR, `stall-${process.pid}.json`);
  server = startServer({ ...base, BENCH_STALL_FILE: stallFile }, [
    '--import',
    stallHook,
    ...(profile ? ['--import', fileURLToPath(new URL('./profile-hook.mjs', import.meta.url))] : []),
  ]);
  const startedAt = performance.now();
  await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
  const listening = performance.now();
  await stall(server, stallFile); // from here on
  // This process's own stalls too: 200 clients share it, and a stalled client adds to every latency it measures.
  const clientDelay = monitorEventLoopDelay({ resolution: 5 });
  clientDelay.enable();
  const ownStall = () => {
    const max = clientDelay.max / 1e6;
    clientDelay.reset();
    return max;
  };
  const firstStall = new Promise((resolve) => setTimeout(resolve, RESTART_WINDOW_MS)).then(async () => ({
    client: ownStall(),
    server: await stall(server, stallFile),
  }));

  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const samples = new Map(MIX.map(([kind]) => [kind, []]));
  let errors = 0;
  const statuses = new Map();
  let count = 0;
  let restartWorst = 0;
  let restartWorstCall = '';
  /** How long the slowest request of the first seconds, and the slowest of all, waited to connect. */
  let restartWorstConnect = 0;
  let slowestConnect = 0;
  const restartByKind = new Map();
  // The first seconds by when a request was sent (BUCKET_MS each): how many, the slowest and its kind, and when the
  // slowest answer of the bucket arrived, to tell a burst queued at the start from a wait later on.
  const BUCKET_MS = 250;
  const timeline = [];
  const end = performance.now() + SECONDS * 1000;

  const next = (client) => {
    const roll = Math.random() * WEIGHT;
    let sum = 0;
    const [kind] =
      MIX.find(([, w]) => {
        sum += w;
        return roll < sum;
      }) ?? MIX[0];
    const episode = pick(episodes);
    const listener = {
      authorization: `Bearer ${tokens[client]}`,
      'x-forwarded-for': `10.1.${client >> 8}.${client & 255}`,
    };
    switch (kind) {
      case 'home':
        return { kind, path: pick(HOME) };
      case 'list':
        return Math.random() < 0.8
          ? { kind, path: `/api/podcasts/?limit=20&page_skip=${20 * Math.floor(Math.random() * 5)}` }
          : { kind, path: `/api/podcasters/?limit=20` };
      case 'detail':
        return Math.random() < 0.8
          ? { kind, path: `/api/podcast/${episode.id}/` }
          : { kind, path: `/api/podcaster/${pick(channels)}` };
      case 'search':
        return { kind, path: `/api/search/?q=${encodeURIComponent(pick(WORDS))}` };
      case 'media': {
        const size = Number(episode.file_size) || 1;
        const from = Math.floor(Math.random() * Math.max(1, size - 65_536));
        const path = `/media/${episode.media_path.split('/').map(encodeURIComponent).join('/')}?podcast_id=${episode.id}`;
        return { kind, path, headers: { ...listener, range: `bytes=${from}-${from + 65_535}` } };
      }
      case 'signal':
        return {
          kind,
          method: 'POST',
          path: `/api/get_podcast_signal/?podcast_id=${episode.id}&stop_time=${Math.floor(Math.random() * 60)}`,
          headers: listener,
        };
      default:
        return Math.random() < 0.5
          ? { kind, method: 'POST', path: `/api/bookmark-podcast/?podcast_id=${episode.id}`, headers: listener }
          : { kind, path: '/api/bookmarks/?limit=20', headers: listener };
    }
  };

  const client = async (id) => {
    while (performance.now() < end) {
      const call = next(id);
      const sentAt = performance.now();
      try {
        const answer = await request(agent, port, call.path, call);
        if (answer.status >= 400) {
          errors += 1;
          const key = `${call.kind} ${answer.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
        const latency = call.kind === 'media' ? answer.firstByte : answer.total;
        samples.get(call.kind).push(latency);
        if (sentAt - listening < RESTART_WINDOW_MS) {
          restartByKind.set(call.kind, Math.max(restartByKind.get(call.kind) ?? 0, latency));
          const at = Math.floor((sentAt - listening) / BUCKET_MS);
          timeline[at] ??= { n: 0, worst: 0, kind: '', doneAt: 0 };
          const bucket = timeline[at];
          bucket.n += 1;
          if (latency > bucket.worst) {
            bucket.worst = latency;
            bucket.kind = call.kind;
            bucket.doneAt = sentAt - listening + latency;
          }
        }
        if (answer.connect > slowestConnect) slowestConnect = answer.connect;
        if (sentAt - listening < RESTART_WINDOW_MS && latency > restartWorst) {
          restartWorst = latency;
          restartWorstConnect = answer.connect;
          restartWorstCall = `${call.method ?? 'GET'} ${call.path} at ${Math.round(sentAt - listening)} ms`;
        }
        count += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const began = performance.now();
  if (profile) server.kill('SIGWINCH');
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  if (profile) {
    server.kill('SIGWINCH');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const elapsed = (performance.now() - began) / 1000;
  const { server: restartStall, client: restartClientStall } = await firstStall;
  const laterStall = await stall(server, stallFile);
  const laterClientStall = ownStall();
  clientDelay.disable();
  const rss = await peakRss(server.pid);
  agent.destroy();
  await stop(server);

  const quantile = (sorted, q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
  const rows = MIX.map(([kind]) => {
    const sorted = samples.get(kind).sort((a, b) => a - b);
    return {
      kind,
      n: sorted.length,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      restart: restartByKind.get(kind) ?? 0,
    };
  });
  const json = MIX.filter(([k]) => k !== 'media')
    .flatMap(([k]) => samples.get(k))
    .sort((a, b) => a - b);
  return {
    label,
    rps: count / elapsed,
    errors,
    statuses: [...statuses].map(([k, n]) => `${k}: ${n}`).join(', '),
    rows,
    jsonP99: quantile(json, 0.99),
    rss,
    startMs: listening - startedAt,
    restartWorst,
    restartWorstCall,
    restartWorstConnect,
    slowestConnect,
    restartStall,
    laterStall,
    restartClientStall,
    laterClientStall,
    timeline: [...timeline]
      .map(
        (b, i) =>
          b &&
          `${i * BUCKET_MS}: ${b.n} sent, slowest ${Math.round(b.worst)} ms (${b.kind}, answered at ${Math.round(b.doneAt)})`,
      )
      .filter((line, i) => line && (i < 8 || timeline[i].worst > 500)),
  };
}

const results = [];
const dirs = [];
try {
  const dataDir = await mkdtemp(join(tmpdir(), 'podcast-load-'));
  dirs.push(dataDir);
  if (WHICH !== 'postgres')
    results.push(
      await run('PGlite', { DATA_DIR: dataDir }, async (sql) => {
        const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: pgliteExtensions });
        try {
          const out = await db.query(sql);
          return out.rows;
        } finally {
          await db.close();
        }
      }),
    );
  if (pgUrl && WHICH !== 'pglite') {
    const name = `podcast_load_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(
      `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
    );
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      const pgDir = await mkdtemp(join(tmpdir(), 'podcast-load-pg-'));
      dirs.push(pgDir);
      results.push(
        await run('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: url.toString() }, async (sql) => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          try {
            return (await client.query(sql)).rows;
          } finally {
            await client.end();
          }
        }),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

const ms = (v) => v.toFixed(v < 10 ? 1 : 0);
console.info(
  `\n${CLIENTS} clients, ${SECONDS} s, node ${process.version}; budget: media first byte p99 ≤ 100 ms, JSON p99 ≤ 250 ms, no request over 1 s after a restart\n`,
);
for (const r of results) {
  console.info(
    `${r.label}: ${Math.round(r.rps)} requests/s, ${r.errors} errors${r.errors ? ` (${r.statuses})` : ''}, peak RSS ${Math.round(r.rss)} MB, ` +
      `listening ${ms(r.startMs)} ms after start, slowest request of the first ${RESTART_WINDOW_MS / 1000} s ${ms(r.restartWorst)} ms (${r.restartWorstCall}; ${ms(r.restartWorstConnect)} ms of it connecting; slowest connection set-up of the run ${ms(r.slowestConnect)} ms), JSON p99 ${ms(r.jsonP99)} ms, ` +
      `longest event-loop stall of the server ${ms(r.restartStall)} ms in the first ${RESTART_WINDOW_MS / 1000} s and ${ms(r.laterStall)} ms after ` +
      `(of the clients' process ${ms(r.restartClientStall)} and ${ms(r.laterClientStall)} ms)`,
  );
  console.info(
    `The first ${RESTART_WINDOW_MS / 1000} s by when sent (ms after listening; first 2 s, then any over 500 ms):`,
  );
  for (const line of r.timeline) console.info(`  ${line}`);
  console.info(`| kind | requests | p50 ms | p99 ms | max ms | max ms in the first ${RESTART_WINDOW_MS / 1000} s |`);
  console.info('|---|---:|---:|---:|---:|---:|');
  for (const row of r.rows)
    console.info(`| ${row.kind} | ${row.n} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${ms(row.restart)} |`);
  console.info('');
}
