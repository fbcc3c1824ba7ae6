// npm run bench:web — what a listener's phone downloads and feels on the first visit.
// 1. The home route's first load: the gzipped JS and CSS of the entry, everything it imports statically, and the
//    home screen's lazy chunk with its static imports (from Vite's build manifest).
// 2. Lighthouse (mobile preset, Debian's Chromium) on the home page, an episode page and a channel page of the real
//    server with the demo seed: the four category scores, LCP, TBT and CLS.
// Budgets (README): home route JS ≤ 170 KB gzipped; every Lighthouse category ≥ 95 on all three pages; CLS ≤ 0.02.
// `node bench/web.mjs --reports=<folder>` also keeps the three Lighthouse reports (JSON).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, stop, waitFor } from './server.mjs';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET = { js: 170 * 1024, score: 95, cls: 0.02 };
const reports = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const firstLoad = closure(['index.html', 'src/routes/home/HomeScreen.tsx']);
const js = firstLoad.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const css = firstLoad.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
console.info(
  `home route first load: JS ${kb(js)} gzipped (${firstLoad.filter((f) => f.endsWith('.js')).length} files), CSS ${kb(css)} gzipped`,
);
console.info(`  budget JS ≤ ${kb(BUDGET.js)}: ${js <= BUDGET.js ? 'met' : 'NOT met'}`);

const port = 3310;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'podcast-bench-web-'));
const server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
let chrome;
let failed = js > BUDGET.js;
try {
  await waitFor(`${base}/api/categories/`, server);
  const { items } = await (await fetch(`${base}/api/podcasts/?limit=1`)).json();
  const episode = items[0];
  const pages = {
    home: '/',
    episode: `/podcast/${episode.id}-${episode.alias}/`,
    channel: `/podcaster/${episode.created_by.id}-${episode.created_by.alias}/`,
  };
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const [name, path] of Object.entries(pages)) {
    // A first run warms the server's caches, as a real site's would be.
    await fetch(`${base}${path}`);
    const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      console.info(
        `${name.padEnd(8)} ${path}\n  Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    );
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const cls = audit('cumulative-layout-shift');
    const ok = Object.values(scores).every((s) => s >= BUDGET.score) && cls <= BUDGET.cls;
    failed ||= !ok;
    console.info(
      `${name.padEnd(8)} ${path}\n  performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}` +
        ` | FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s, SI ${(audit('speed-index') / 1000).toFixed(2)} s, TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${cls.toFixed(3)}` +
        ` | budget ${ok ? 'met' : 'NOT met'}`,
    );
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpElement) console.info(`  LCP element: ${lcpElement.snippet.slice(0, 120)}`);
    for (const [id, c] of Object.entries(lhr.categories)) {
      if ((c.score ?? 0) * 100 >= BUDGET.score) continue;
      const failing = c.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .slice(0, 6)
        .map((a) => a.id);
      console.info(`  ${id} below budget; weakest audits: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome?.kill();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(failed ? '\nSome budgets are NOT met (figures above).' : '\nAll budgets met.');
