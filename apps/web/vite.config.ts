import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The thin web app. `npm start` serves its build from the API server; `npm run dev` proxies the API to it. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // bench/web.mjs reads it to measure the home route's first load.
    manifest: true,
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
