import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { staticShellHtml } from './src/app/staticShell';

/**
 * Writes the static shell (src/app/staticShell.ts) into the built index.html's #root, and starts the app's code after
 * the shell's first paint (ADR 008): the entry's script and its preload links become a small loader that, once the
 * shell's main pictures are in and a frame has been painted, adds the preloads (the entry's imports, and the route's chunks, styles and first API calls
 * the server lists in `#first-view`) and imports the entry. The shell's stylesheet, fonts and pictures then have the
 * link to themselves, instead of sharing it with the app's code.
 */
function staticShell(): Plugin {
  const isIndex = (file: string) => file.endsWith('index.html') && !file.endsWith('embed.html');
  return {
    name: 'podcast-static-shell',
    apply: 'build',
    // The route table's screen modules, by route key (from src/app/screens.ts), for the server to preload a
    // route's chunk from the HTML it sends (apps/server/src/routes/site/shell.ts reads it with the manifest).
    generateBundle() {
      const table = readFileSync(fileURLToPath(new URL('src/app/screens.ts', import.meta.url)), 'utf8');
      const routes = Object.fromEntries(
        [...table.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/(routes\/[^']+)'\)/gm)].map(([, key, module]) => [
          key,
          `src/${module}.tsx`,
        ]),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/route-modules.json', source: JSON.stringify(routes) });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (!isIndex(context.filename)) return html;
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry?.[1]) throw new Error('index.html: no entry script to defer');
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        let out = html
          .replace(entry[0], '')
          .replace('<div id="root"></div>', () => `<div id="root">${staticShellHtml()}</div>`);
        for (const [tag] of preloads) out = out.replace(tag, '');
        const loader = startAfterFirstPaint(
          entry[1],
          preloads.map(([, href]) => href ?? ''),
        );
        return out.replace('</body>', () => `  <script type="module">${loader}</script>\n  </body>`);
      },
    },
  };
}

/** The loader's code (see `staticShell`): plain JavaScript, inlined in the built index.html. */
function startAfterFirstPaint(entry: string, imports: string[]): string {
  return `
const view = JSON.parse(document.getElementById('first-view')?.textContent || '{}');
const add = (rel, href, as) => {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  link.crossOrigin = '';
  document.head.append(link);
};
const start = () => {
  for (const href of view.fetches || []) add('preload', href, 'fetch');
  for (const href of [...${JSON.stringify(imports)}, ...(view.modules || [])]) add('modulepreload', href);
  for (const href of view.styles || []) add('preload', href, 'style');
  import(${JSON.stringify(entry)});
};
// After the shell's pictures that matter (fetchpriority="high") are decoded, or 3 s, and one painted frame; at once in
// a hidden tab, which paints nothing.
const hero = [...document.querySelectorAll('#root img[fetchpriority="high"]')].map((image) => image.decode().catch(() => {}));
const ready = Promise.race([Promise.all(hero), new Promise((resolve) => setTimeout(resolve, 3000))]);
if (document.visibilityState === 'hidden') start();
else ready.then(() => requestAnimationFrame(() => setTimeout(start)));
`;
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), staticShell()],
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // bench/web.mjs reads it to measure the home route's first load.
    manifest: true,
    // Every browser of the es2022 target preloads modules natively.
    modulePreload: { polyfill: false },
    // The app, and the embeddable player the server sends at /embed/podcast/{id}-{alias}/ (a page of its own).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        embed: fileURLToPath(new URL('embed.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
});
