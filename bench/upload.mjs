// Upload benchmark (issue 4): a 200 MB media file sent the way the web client sends it — 250 000-byte
// chunks, 6 requests in flight — then get_podcast_ready, against the built server on PGlite (and on
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Prints the upload rate, the
// server's RSS before and at its peak during the upload, and, measured in the same run, the rate
// of a raw loopback copy of the same file (one streamed HTTP request into a bare Node server
// that writes it to disk).
// Usage: npm run bench:upload   (BENCH_UPLOAD_MB=200 BENCH_UPLOAD_CONCURRENCY=6 by default;
// BENCH_PROFILE=/tmp/upload.cpuprofile writes the server's CPU profile of the upload alone)
import { fork } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer as startApiServer, stop, waitFor } from './server.mjs';

// Read by name: these variables tune a local run and are not build inputs.
const env = (name) => process.env[name];
const MEGABYTES = Number(env('BENCH_UPLOAD_MB') ?? 200);
const CONCURRENCY = Number(env('BENCH_UPLOAD_CONCURRENCY') ?? 6);
const CHUNK = 250_000;
const WARM_UP_CHUNKS = 40;
const SIZE = MEGABYTES * 1_000_000;
const pgUrl = env('BENCH_DATABASE_URL') ?? env('TEST_DATABASE_URL');
const PODCASTER = { email: 'podcaster@example.com', password: 'podcaster-demo-1' };
const MB = (bytes, seconds) => bytes / 1_000_000 / seconds;

/** A 16-bit stereo 44.1 kHz WAV of exactly SIZE bytes: a header, then a sine pattern, written in 1 MB steps. */
async function makeWav(path) {
  const rate = 44_100;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(SIZE - 8, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(SIZE - 44, 40);
  const block = Buffer.alloc(1_000_000);
  for (let i = 0; i < block.length / 4; i++) {
    const v = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
    block.writeInt16LE(v, i * 4);
    block.writeInt16LE(v, i * 4 + 2);
  }
  const file = await open(path, 'w');
  try {
    await file.write(header);
    for (let written = 44; written < SIZE; ) {
      const n = Math.min(block.length, SIZE - written);
      await file.write(block, 0, n);
      written += n;
    }
  } finally {
    await file.close();
  }
  return (SIZE - 44) / (rate * 4);
}

/** The baseline: one streamed POST of the whole file to a bare Node server that writes it to disk. */
async function rawCopy(path, dir) {
  const target = join(dir, 'raw-copy.bin');
  const server = createServer((req, res) => {
    pipeline(req, createWriteStream(target)).then(
      () => res.end('ok'),
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.address().port,
        method: 'POST',
        path: '/',
        headers: { 'content-length': SIZE },
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    pipeline(createReadStream(path), req).catch(reject);
  });
  const seconds = (performance.now() - started) / 1000;
  server.close();
  await rm(target, { force: true });
  return MB(SIZE, seconds);
}

/** BENCH_NODE_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) apply to the measured server only. */
const profiling = env('BENCH_PROFILE')
  ? ['--import', fileURLToPath(new URL('./profile-hook.mjs', import.meta.url))]
  : [];
const serverFlags = [...profiling, ...(env('BENCH_NODE_FLAGS') ?? '').split(' ').filter(Boolean)];
const startServer = (envs, flags = serverFlags) => startApiServer(envs, flags);

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB, from /proc (Linux). */
async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function call(base, path, init = {}) {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body}`);
  return JSON.parse(body);
}

/**
 * The client stays light so the figure is the server's: keep-alive sockets, each chunk read from the
 * file into one multipart body, as a browser's FormData would send it, CONCURRENCY in flight.
 */
async function chunkSender(base, file, auth, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const handle = await open(file, 'r');
  const { hostname, port } = new URL(base);
  const send = async (episode, index) => {
    const start = index * CHUNK;
    const length = Math.min(SIZE, start + CHUNK) - start;
    const boundary = `----bench${index}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.alloc(head.length + length + tail.length);
    head.copy(body);
    await handle.read(body, head.length, length, start);
    tail.copy(body, head.length + length);
    await new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          agent,
          host: hostname,
          port,
          method: 'POST',
          path: `/api/upload-podcast/${episode}/${index}/${count}/${SIZE}`,
          headers: {
            ...auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`chunk ${index}: ${res.statusCode} ${text}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
  const sendAll = async (episode, upTo) => {
    let next = 0;
    const worker = async () => {
      while (next < upTo) await send(episode, next++);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };
  return {
    sendAll,
    close: async () => {
      await handle.close();
      agent.destroy();
    },
  };
}

/**
 * The ceiling of this design on this machine: a bare Fastify server with @fastify/multipart that only
 * writes each chunk and renames it (no auth, no database), in its own process, same client.
 */
async function bareServer() {
  const { default: Fastify } = await import('fastify');
  const { default: multipart } = await import('@fastify/multipart');
  const dir = process.argv[3];
  const app = Fastify({ logger: false });
  await app.register(multipart);
  app.post('/api/upload-podcast/:id/:index/:count/:size', async (request) => {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const target = join(dir, `${request.params.index}.chunk`);
      await writeFile(`${target}.tmp`, await part.toBuffer());
      await rename(`${target}.tmp`, target);
    }
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send(app.server.address().port);
}

async function measureBare(file, dir) {
  const child = fork(fileURLToPath(import.meta.url), ['bare-server', dir], { stdio: 'inherit' });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', () => reject(new Error('bare server exited')));
    });
    const count = Math.ceil(SIZE / CHUNK);
    const sender = await chunkSender(`http://127.0.0.1:${port}`, file, {}, count);
    await sender.sendAll(0, WARM_UP_CHUNKS);
    const started = performance.now();
    await sender.sendAll(1, count);
    const seconds = (performance.now() - started) / 1000;
    await sender.close();
    return MB(SIZE, seconds);
  } finally {
    child.kill();
  }
}

async function measure(label, base, pid, file) {
  const { refresh_token: token } = await call(base, '/api/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PODCASTER),
  });
  const auth = { authorization: `Bearer ${token}` };
  const fields = new FormData();
  fields.append('title', 'ბენჩმარკის ეპიზოდი');
  fields.append('category_id', '1');
  const { id } = await call(base, '/api/podcast-articles/', { method: 'POST', headers: auth, body: fields });

  const count = Math.ceil(SIZE / CHUNK);
  // Let the server settle after sign-in (argon2) before its memory is read.
  await new Promise((r) => setTimeout(r, 1000));
  const before = await memory(pid);
  // Reset the kernel's peak-RSS mark so VmHWM tells the peak of the upload alone.
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
  let polled = before.rss;
  const poll = setInterval(async () => {
    polled = Math.max(polled, (await memory(pid)).rss);
  }, 50);

  const sender = await chunkSender(base, file, auth, count);
  const sendAll = sender.sendAll;
  // A server that has run a while has its hot paths compiled: 40 chunks to another episode first
  // (left unfinished; the measured upload is the whole file to a fresh episode).
  const warmUp = await call(base, '/api/podcast-articles/', { method: 'POST', headers: auth, body: fields });
  await sendAll(warmUp.id, WARM_UP_CHUNKS);
  // BENCH_PROFILE=file.cpuprofile: the server's CPU profile of the upload alone.
  const signal = async () => {
    if (!env('BENCH_PROFILE')) return;
    process.kill(pid, 'SIGWINCH');
    await new Promise((r) => setTimeout(r, 300));
  };
  await signal();
  const cpuBefore = await cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await sendAll(id, count);
  const uploadSeconds = (performance.now() - started) / 1000;
  const serverCpu = (await cpuSeconds(pid)) - cpuBefore;
  await signal();
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  console.info(
    `${label}: ${count} chunks in ${uploadSeconds.toFixed(2)} s (${MB(SIZE, uploadSeconds).toFixed(1)} MB/s)`,
  );
  await sender.close();
  clearInterval(poll);
  const during = await memory(pid);
  const uploadPeak = Math.max(polled, Number.isNaN(during.peak) ? 0 : during.peak);

  const readyStarted = performance.now();
  const ready = await call(base, `/api/get_podcast_ready/${id}/`, { method: 'POST', headers: auth });
  const readySeconds = (performance.now() - readyStarted) / 1000;
  const after = await memory(pid);
  return {
    label,
    rate: MB(SIZE, uploadSeconds),
    uploadSeconds,
    serverCpu,
    clientCpu,
    readySeconds,
    rssBefore: before.rss,
    uploadPeak,
    readyPeak: Math.max(after.peak, uploadPeak),
    seconds: ready.podcast.video_length_seconds,
  };
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'podcast-bench-upload-'));
  const results = [];
  const raw = [];
  const bare = [];
  try {
    const file = join(dir, 'bench.wav');
    const expectedSeconds = await makeWav(file);
    console.info(`${MEGABYTES} MB WAV (${(expectedSeconds / 60).toFixed(1)} min) written to ${dir}`);
    raw.push(await rawCopy(file, dir));
    const bareDir = await mkdtemp(join(dir, 'bare-'));
    bare.push(await measureBare(file, bareDir));
    await rm(bareDir, { recursive: true, force: true });

    const targets = [{ label: 'PGlite', env: {} }];
    let admin;
    let dbName;
    if (pgUrl) {
      dbName = `podcast_bench_upload_${process.pid}`;
      admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(
        `create database ${dbName} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`,
      );
      const url = new URL(pgUrl);
      url.pathname = `/${dbName}`;
      targets.push({ label: 'PostgreSQL', env: { DATABASE_URL: url.toString() } });
    }
    try {
      for (const [i, target] of targets.entries()) {
        const dataDir = await mkdtemp(join(dir, 'data-'));
        const port = 3950 + Math.floor(Math.random() * 40) + i;
        // The first start seeds the demo content; the measured server is a fresh start on it.
        const seeding = startServer({ DATA_DIR: dataDir, PORT: String(port), ...target.env }, []);
        await waitFor(`http://127.0.0.1:${port}/api/categories/`, seeding);
        await stop(seeding);
        const server = startServer({ DATA_DIR: dataDir, PORT: String(port), ...target.env });
        try {
          await waitFor(`http://127.0.0.1:${port}/api/categories/`, server);
          const result = await measure(target.label, `http://127.0.0.1:${port}`, server.pid, file);
          if (Math.abs(result.seconds - Math.round(expectedSeconds)) > 1) {
            throw new Error(`measured ${result.seconds} s, expected ${expectedSeconds.toFixed(1)} s`);
          }
          results.push(result);
        } finally {
          await stop(server);
        }
        raw.push(await rawCopy(file, dir));
      }
    } finally {
      if (admin) {
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const rawRate = raw.reduce((a, b) => a + b, 0) / raw.length;
  const ok = (pass) => (pass ? 'met' : 'NOT met');
  console.info(
    `\n${MEGABYTES} MB in ${Math.ceil(SIZE / CHUNK)} chunks of ${CHUNK} bytes, ${CONCURRENCY} in flight, node ${process.version}`,
  );
  console.info(
    `raw loopback copy of the same file: ${raw.map((r) => r.toFixed(0)).join(', ')} MB/s (mean ${rawRate.toFixed(0)})`,
  );
  console.info(
    `bare Fastify + @fastify/multipart writing the chunks (no auth, no database), same client: ${bare[0].toFixed(0)} MB/s (${((bare[0] / rawRate) * 100).toFixed(0)} % of raw)\n`,
  );
  console.info(
    '| database | upload MB/s | vs raw copy | upload s | server CPU s | client CPU s | get_podcast_ready s | RSS before MB | peak RSS during upload MB | growth MB | peak RSS with ready MB |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.info(
      `| ${r.label} | ${r.rate.toFixed(1)} | ${((r.rate / rawRate) * 100).toFixed(0)} % | ${r.uploadSeconds.toFixed(2)} | ${r.serverCpu.toFixed(2)} | ${r.clientCpu.toFixed(2)} | ${r.readySeconds.toFixed(1)} | ${r.rssBefore.toFixed(0)} | ${r.uploadPeak.toFixed(0)} | ${(r.uploadPeak - r.rssBefore).toFixed(0)} | ${r.readyPeak.toFixed(0)} |`,
    );
  }
  console.info('\nTargets: upload ≥ 50 % of the raw copy rate; server RSS growth under 100 MB.');
  for (const r of results) {
    console.info(
      `${r.label}: rate ${ok(r.rate >= rawRate / 2)}, memory ${ok(r.uploadPeak - r.rssBefore < 100 && r.readyPeak - r.rssBefore < 100)}`,
    );
  }
}

if (process.argv[2] === 'bare-server') await bareServer();
else await main();
