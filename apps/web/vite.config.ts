import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { staticShellHtml } from './src/app/staticShell';

/** Writes the static shell (src/app/staticShell.ts) into the built index.html's #root. */
function staticShell(): Plugin {
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
      order: 'pre',
      handler: (html, context) =>
        context.filename.endsWith('index.html')
          ? html.replace('<div id="root"></div>', () => `<div id="root">${staticShellHtml()}</div>`)
          : html,
    },
  };
}

/** The thin web app. `npm start` serves its build from the API server; `npm run dev` proxies the API to it. */
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
