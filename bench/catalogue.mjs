// Catalogue-scale benchmark (issue 15): a realistic mix of DISTINCT, uncached requests (PUBLIC_CACHE_MS=0)
// against a catalogue of 100 000 episodes on 1 000 channels: random filter combinations of spec §7, page_skip
// up to 2 000, Georgian searches drawn from the catalogue's own words, episode and channel details, podcaster
// lists. Prints how long the server took to answer after its start (its warm-up, uncached), p50 / p99 per kind,
// the slowest requests, the server's longest event-loop stall and its CPU time
// per request (also its main thread's and its busiest other thread's: PGlite's worker), for PGlite and PostgreSQL;
// on PostgreSQL also the database's CPU time per request (every local postgres process, from /proc) — with the
// server's, what a request costs the machine — and the floor under those figures: a bare Fastify + pg server answering
// one indexed 20-row query a request (bench/floor-server.mjs), replayed the same way.
//
// The grown catalogue is cached between runs (never in git): PGlite under $BENCH_DATA_DIR (default
// <tmp>/podcast-catalogue), PostgreSQL in its own database catalogue_bench_<episodes> next to the one in
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). New migrations apply to the
// cache on the next start; BENCH_FRESH=1 builds it again.
//
// Usage: npm run bench:catalogue
//   BENCH_EPISODES=100000  BENCH_CONNECTIONS=10  BENCH_REQUESTS=3000 (per database)  BENCH_SECONDS=120 (cap)
//   BENCH_DB=both|pglite|postgres  BENCH_SEED=15  BENCH_SLOWEST=5 (slowest requests listed)
//   BENCH_KINDS=search (only these kinds)  BENCH_PROFILE=/tmp/server.cpuprofile (the server's CPU profile)
//   BENCH_PASSES=2 (the mix replayed first, unmeasured: figures with its pages in the database's cache)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { adapterOf, channelsFor, grow } from './grow.mjs';
import { pgliteExtensions, startServer, stop, waitFor } from './server.mjs';

// Read by name: these variables tune a local run and are not build inputs.
const env = (name) => process.env[name];
const EPISODES = Number(env('BENCH_EPISODES') ?? 100_000);
const CHANNELS = channelsFor(EPISODES);
const CONNECTIONS = Number(env('BENCH_CONNECTIONS') ?? 10);
const REQUESTS = Number(env('BENCH_REQUESTS') ?? 3000);
const SECONDS = Number(env('BENCH_SECONDS') ?? 120);
const PASSES = Number(env('BENCH_PASSES') ?? 1);
const WHICH = env('BENCH_DB') ?? 'both';
// BENCH_KINDS=search,episode detail: only these kinds of request (a closer look at one of them).
const KINDS = env('BENCH_KINDS')?.split(',');
const FRESH = env('BENCH_FRESH') === '1';
const CACHE = env('BENCH_DATA_DIR') ?? join(tmpdir(), 'podcast-catalogue');
const pgUrl = env('BENCH_DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hook = fileURLToPath(new URL('./stall-hook.mjs', import.meta.url));
// BENCH_PROFILE=file.cpuprofile: a CPU profile of the server during the measured replay (bench/profile-hook.mjs).
const profile = env('BENCH_PROFILE');
const profileHook = fileURLToPath(new URL('./profile-hook.mjs', import.meta.url));

/** What the request mix draws from: ids, and words with how often they occur (from a sample). */
async function facts(db) {
  const categories = (await db.query('select id from categories order by id')).map((r) => r.id);
  const channels = (await db.query('select user_id as id from channels order by user_id')).map((r) => r.id);
  const [{ max }] = await db.query('select max(id)::int as max from episodes');
  const sample = await db.query(
    `select search_title as t, search_body as b from episodes tablesample system (2) repeatable (15) limit 2000`,
  );
  const counts = new Map();
  for (const { b } of sample) {
    for (const w of new Set(b.match(/[\u10d0-\u10ff]{4,}/g) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const words = [...counts].map(([w, c]) => ({ w, share: c / sample.length }));
  const titles = sample.map((r) => r.t);
  return { categories, channels, max, words, titles };
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mtavruli = (s) => [...s].map((c) => String.fromCodePoint(c.codePointAt(0) - 0x10d0 + 0x1c90)).join('');

/** REQUESTS distinct request paths, shuffled, each with its kind (and a finer label for searches). */
function mix({ categories, channels, max, words, titles }) {
  const random = mulberry32(Number(env('BENCH_SEED') ?? 15));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  const chance = (p) => random() < p;
  const skip = () => (chance(0.4) ? 0 : chance(0.5) ? int(1, 10) * 20 : int(0, 2000));
  const filters = (p) => {
    const q = new URLSearchParams();
    if (chance(p)) q.set('category_id', pick(categories));
    else if (chance(p / 2)) q.set('category_id__in', [pick(categories), pick(categories), pick(categories)].join(','));
    if (chance(p / 2)) q.set('created_by_id', pick(channels));
    if (chance(p)) q.set('video_length_seconds', int(1, 3));
    if (chance(p)) {
      if (chance(0.5)) q.set('hits', pick(['desc', 'asc', 'down', 'up']));
      else q.set('published', pick(['desc', 'asc']));
    }
    if (chance(p / 2)) for (let i = int(1, 5); i > 0; i--) q.append('exclude_ids', int(1, max));
    return q;
  };
  const byShare = (lo, hi) => {
    const fit = words.filter((w) => w.share >= lo && w.share <= hi);
    return pick(fit.length > 0 ? fit : words).w;
  };
  const searches = [
    ['prefix', () => byShare(0, 1).slice(0, int(3, 5))],
    [
      'inner substring',
      () => {
        const w = byShare(0, 1);
        const from = int(1, Math.max(1, w.length - 4));
        return w.slice(from, from + int(3, 4));
      },
    ],
    ['Mtavruli', () => mtavruli(byShare(0, 1))],
    [
      'two words',
      () => {
        const t = pick(titles).match(/[\u10d0-\u10ff]+/g) ?? ['ისტორია'];
        const i = int(0, Math.max(0, t.length - 2));
        return t.slice(i, i + 2).join(' ');
      },
    ],
    ['one row', () => (pick(titles).match(/[ა-კ]+$/) ?? ['ბგდე'])[0]],
    ['a quarter of rows', () => byShare(0.15, 0.35)],
    ['rare word', () => byShare(0, 0.02)],
  ];
  const kinds = [
    [
      0.4,
      'episode list',
      () => {
        const q = filters(0.35);
        const s = skip();
        if (s) q.set('page_skip', s);
        if (chance(0.2)) q.set('is_scrolling', 'true');
        return [`/api/podcasts/?${q}`];
      },
    ],
    [
      0.3,
      'search',
      () => {
        const [label, term] = pick(searches);
        const q = chance(0.25) ? filters(0.3) : new URLSearchParams();
        q.set('q', term());
        if (chance(0.2)) q.set('page', int(2, 5));
        return [`/api/search/?${q}`, label];
      },
    ],
    [
      0.15,
      'episode detail',
      () => {
        const id = int(1, max);
        return [`/api/podcast/${id > 120 && id % 50 === 0 ? id - 1 : id}/`]; // every 50th grown episode is a draft
      },
    ],
    [0.075, 'channel detail', () => [`/api/podcaster/${pick(channels)}`]],
    [
      0.075,
      'podcaster list',
      () => {
        const q = new URLSearchParams();
        for (let i = int(0, 4); i > 0; i--) q.append('exclude_ids', pick(channels));
        const s = chance(0.5) ? 0 : int(1, 40) * 20;
        if (s) q.set('page_skip', s);
        return [`/api/podcasters/?${q}`];
      },
    ],
  ];
  const seen = new Set();
  const out = [];
  for (const [share, kind, make] of kinds) {
    if (KINDS && !KINDS.includes(kind)) continue;
    const want = Math.round(REQUESTS * share);
    for (let tries = 0; out.filter((r) => r.kind === kind).length < want && tries < want * 20; tries++) {
      const [path, label] = make();
      if (seen.has(path)) continue;
      seen.add(path);
      out.push({ kind, label: label ?? kind, path });
    }
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** CONNECTIONS keep-alive connections, each sending the next request as soon as its previous one answered. */
async function replay(base, requests) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = Date.now() + SECONDS * 1000;
  let next = 0;
  const samples = [];
  const once = (path) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
            else resolve(performance.now() - started);
          });
        })
        .on('error', reject);
    });
  const worker = async () => {
    while (next < requests.length && Date.now() < deadline) {
      const r = requests[next++];
      samples.push({ ...r, ms: await once(r.path) });
    }
  };
  const started = Date.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const used = process.cpuUsage(cpu);
  agent.destroy();
  // The client's own CPU: it shares the machine's cores with the server and the database.
  return { samples, seconds: (Date.now() - started) / 1000, clientCpu: (used.user + used.system) / 1000 };
}

/**
 * CPU time the server process has used (all its threads), from /proc: a figure less shaken by other load. The
 * kernel's share (stime) is mostly the loopback sockets: sending a response runs the client's side of TCP too.
 */
async function cpuMs(pid) {
  return cpuOf(await readFile(`/proc/${pid}/stat`, 'utf8'));
}

/** A /proc `stat` line's CPU time in ms: utime and stime (in 1/100 s), after the command name in parentheses. */
function cpuOf(stat) {
  const fields = stat.split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, kernel: Number(fields[12]) * 10 };
}

/** CPU time of each of the server's threads by thread id (user + kernel): the main thread's and PGlite's worker's. */
async function threadCpuMs(pid) {
  const byTid = new Map();
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    try {
      const { user, kernel } = cpuOf(await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
      byTid.set(tid, user + kernel);
    } catch {
      // ended meanwhile
    }
  }
  return byTid;
}

/**
 * Of the CPU between two readings of `threadCpuMs`: the main thread's, and the busiest other thread's (with PGlite,
 * its worker, which runs every query in turn: the figure that bounds PGlite's throughput).
 */
function threadsBetween(pid, before, after) {
  const spent = [...after].map(([tid, now]) => [tid, now - (before.get(tid) ?? 0)]);
  const main = spent.find(([tid]) => tid === String(pid))?.[1] ?? 0;
  const other = Math.max(0, ...spent.filter(([tid]) => tid !== String(pid)).map(([, ms]) => ms));
  return { main, other };
}

/** CPU time of each local postgres process by pid (the database side of a PostgreSQL run); empty when none is local. */
async function postgresCpuMs() {
  const byPid = new Map();
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const { user, kernel } = cpuOf(stat);
      byPid.set(pid, user + kernel);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/**
 * The CPU the postgres processes spent between two readings: per process alive at the second, less what it had at
 * the first. A process that exits in between (e.g. a pool connection of the server's warm-up closing when idle)
 * drops out instead of taking its whole past CPU off the sum (which made the figure negative at 1 000 000).
 */
function postgresCpuBetween(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

async function stall(server, file) {
  await rm(file, { force: true });
  server.kill('SIGURG');
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(await readFile(file, 'utf8'));
}

/** Starts the server on `dbEnv`, replays the mix, stops it. */
async function measure(label, dbEnv, requests, port) {
  const file = join(CACHE, `stall-${process.pid}.json`);
  const spawned = performance.now();
  const server = startServer({ ...dbEnv, PORT: String(port), PUBLIC_CACHE_MS: '0', BENCH_STALL_FILE: file }, [
    '--import',
    hook,
    ...(profile ? ['--import', profileHook] : []),
  ]);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
    // The server answers once its own warm-up (src/warm.ts: each public kind of request, 40 rounds, uncached here)
    // has run: how long a restart keeps listeners waiting.
    const startup = (performance.now() - spawned) / 1000;
    // A short warm-up (left out of the figures) so the first requests do not pay for cold code; with BENCH_PASSES=n
    // the whole mix n - 1 times first, so its pages are in the database's cache (a catalogue far past PostgreSQL's
    // shared buffers otherwise gives figures that depend on what ran before).
    await replay(`http://127.0.0.1:${port}`, requests.slice(0, 50));
    for (let pass = 1; pass < PASSES; pass += 1) await replay(`http://127.0.0.1:${port}`, requests.slice(50));
    await stall(server, file);
    const cpuBefore = await cpuMs(server.pid);
    const threadsBefore = await threadCpuMs(server.pid);
    const dbBefore = dbEnv.DATABASE_URL ? await postgresCpuMs() : new Map();
    if (profile) server.kill('SIGWINCH');
    const run = await replay(`http://127.0.0.1:${port}`, requests.slice(50));
    if (profile) {
      server.kill('SIGWINCH');
      for (let i = 0; i < 200 && !existsSync(profile); i++) await new Promise((r) => setTimeout(r, 20));
    }
    const cpuAfter = await cpuMs(server.pid);
    const threads = threadsBetween(server.pid, threadsBefore, await threadCpuMs(server.pid));
    const cpu = { user: cpuAfter.user - cpuBefore.user, kernel: cpuAfter.kernel - cpuBefore.kernel, ...threads };
    const dbCpu = dbEnv.DATABASE_URL ? postgresCpuBetween(dbBefore, await postgresCpuMs()) : undefined;
    const loop = await stall(server, file);
    return { label, ...run, loop, cpu, dbCpu, startup };
  } finally {
    await stop(server);
  }
}

async function pglite(requestsFor) {
  const dataDir = join(CACHE, `pglite-${EPISODES}`);
  if (FRESH) await rm(dataDir, { recursive: true, force: true });
  const port = 3950 + Math.floor(Math.random() * 40);
  if (!existsSync(join(dataDir, 'db'))) {
    await mkdir(dataDir, { recursive: true });
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitFor(`http://127.0.0.1:${port}/api/categories/`, first);
    await stop(first);
  }
  // Migrations new since the cache was built run here, on the grown catalogue.
  const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
  await stop(server);
  const started = Date.now();
  const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: pgliteExtensions });
  const adapter = adapterOf(db);
  if (await grow(adapter, EPISODES))
    console.info(`PGlite: grew to ${EPISODES} episodes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const requests = requestsFor(await facts(adapter));
  await db.close();
  return measure('PGlite', { DATA_DIR: dataDir }, requests, port);
}

async function postgres(requestsFor) {
  const name = `catalogue_bench_${EPISODES}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  if (FRESH) await admin.query(`drop database if exists ${name} with (force)`);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (!exists)
    await admin.query(
      `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
    );
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const dataDir = join(CACHE, `pg-${EPISODES}`);
  await mkdir(dataDir, { recursive: true });
  const dbEnv = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  const port = 3990 + Math.floor(Math.random() * 9);
  // The first start seeds the demo; later starts apply new migrations.
  const server = startServer({ ...dbEnv, PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
  await stop(server);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const adapter = adapterOf(client);
  const started = Date.now();
  if (await grow(adapter, EPISODES))
    console.info(`PostgreSQL: grew to ${EPISODES} episodes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // A PostgreSQL in service vacuums a table soon after 100 000 inserts (autovacuum, on by default), and the
  // covering indexes' index-only scans then skip the table. With autovacuum off (as on this machine) the table
  // would stay unvacuumed and every entry a deep page walks would visit the heap: vacuum as autovacuum would.
  const [{ autovacuum }] = await adapter.query('show autovacuum');
  const [{ visible }] = await adapter.query(
    `select relallvisible::float8 / greatest(relpages, 1) as visible from pg_class where relname = 'episodes'`,
  );
  if (autovacuum === 'off' && visible < 0.9) {
    await client.query('vacuum (analyze) episodes, channels, users');
    console.info('PostgreSQL: autovacuum is off here; vacuumed episodes, channels, users as it would have');
  }
  // The title words (migration 0014) are read index-only as well; they may be newer than the catalogue's vacuum.
  const [words] = await adapter.query(
    `select relallvisible::float8 / greatest(relpages, 1) as visible from pg_class where relname = 'title_words'`,
  );
  if (autovacuum === 'off' && words && words.visible < 0.9) {
    await client.query('vacuum (analyze) title_words');
    console.info('PostgreSQL: vacuumed title_words as autovacuum would have');
  }
  const requests = requestsFor(await facts(adapter));
  const [{ max }] = await adapter.query('select max(id)::int as max from episodes');
  await client.end();
  const result = await measure(`PostgreSQL (${name})`, dbEnv, requests, port);
  return { ...result, floor: await floor(url.toString(), requests.length, max, port + 10) };
}

/**
 * bench/floor-server.mjs (a bare Fastify over pg, one indexed 20-row query a request) replaying as many distinct
 * requests through the same client at the same connections, with its CPU and the database's: the floor under the
 * API server's figures on this machine.
 */
async function floor(databaseUrl, count, max, port) {
  const script = fileURLToPath(new URL('./floor-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/floor?from=1`, child);
    const random = mulberry32(7);
    const requests = Array.from({ length: count }, () => ({
      kind: 'floor',
      path: `/floor?from=${1 + Math.floor(random() * max)}`,
    }));
    await replay(`http://127.0.0.1:${port}`, requests.slice(0, 50));
    const cpuBefore = await cpuMs(child.pid);
    const dbBefore = await postgresCpuMs();
    const run = await replay(`http://127.0.0.1:${port}`, requests.slice(50));
    const cpuAfter = await cpuMs(child.pid);
    const dbCpu = postgresCpuBetween(dbBefore, await postgresCpuMs());
    return { ...run, cpu: cpuAfter.user + cpuAfter.kernel - cpuBefore.user - cpuBefore.kernel, dbCpu };
  } finally {
    await stop(child);
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function report({ label, samples, seconds, loop, cpu, dbCpu, clientCpu, floor, startup }) {
  const share = (ms) => (ms / samples.length).toFixed(2);
  const perRequest =
    `${share(cpu.user + cpu.kernel)} ms a request (${share(cpu.kernel)} of it in the kernel; main thread ${share(cpu.main)}, ` +
    `busiest other thread ${share(cpu.other)})`;
  const database = dbCpu === undefined ? '' : `, database CPU ${share(dbCpu)} ms a request`;
  const client = `, client CPU ${share(clientCpu)} ms a request`;
  console.info(
    `\n### ${label}: answering ${startup.toFixed(1)} s after its start, ${samples.length} distinct requests in ${seconds.toFixed(1)} s, longest event-loop stall ${loop.max} ms, server CPU ${perRequest}${database}${client}\n`,
  );
  console.info('| kind | requests | p50 ms | p99 ms | max ms |');
  console.info('|---|---:|---:|---:|---:|');
  const groups = new Map();
  for (const s of samples) {
    for (const key of s.kind === 'search' ? ['search', `search: ${s.label}`] : [s.kind]) {
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(s.ms);
    }
  }
  for (const [key, list] of groups) {
    list.sort((a, b) => a - b);
    const f = (n) => n.toFixed(1);
    console.info(
      `| ${key} | ${list.length} | ${f(percentile(list, 50))} | ${f(percentile(list, 99))} | ${f(list.at(-1))} |`,
    );
  }
  // After the table, which a blank line would end.
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, Number(env('BENCH_SLOWEST') ?? 5));
  console.info(`\nslowest: ${slowest.map((s) => `${decodeURIComponent(s.path)} ${s.ms.toFixed(0)} ms`).join(' · ')}`);
  if (!floor) return;
  const times = floor.samples.map((s) => s.ms).sort((a, b) => a - b);
  const each = (ms) => (ms / times.length).toFixed(2);
  console.info(
    `\nfloor (bench/floor-server.mjs: bare Fastify + pg, one indexed 20-row query a request, same client and connections): ` +
      `${times.length} requests in ${floor.seconds.toFixed(1)} s, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, server CPU ${each(floor.cpu)} ms a request, ` +
      `database CPU ${each(floor.dbCpu)} ms a request, client CPU ${each(floor.clientCpu)} ms a request`,
  );
}

await mkdir(CACHE, { recursive: true });
console.info(
  `${EPISODES} episodes on ${CHANNELS} channels, ${CONNECTIONS} connections, cache off, node ${process.version}`,
);
const results = [];
if (WHICH !== 'postgres') results.push(await pglite(mix));
if (WHICH !== 'pglite') results.push(await postgres(mix));
for (const r of results) report(r);
