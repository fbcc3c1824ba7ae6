import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './scripts/browser.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// The browser window that holds the test frame, resized through Playwright itself: Playwright then knows the size,
// so its screenshots neither capture beyond the viewport nor restore the 1600×1200 it started with afterwards (a
// size set behind its back, through CDP, was lost at the next tall screenshot and later frames were scaled to fit).
const setWindowSize: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  await context.page.setViewportSize({ width, height });
};

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Larger than any tested width, so the test iframe is never scaled down to fit.
    contextOptions: { viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 },
  }),
  instances: [{ browser: 'chromium' as const }],
  commands: { setWindowSize },
  viewport: { width: 1280, height: 800 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // A Chromium patch update may move a few anti-aliased pixels; a real change moves many more.
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

// Pre-bundled up front: without these, Vite discovers them mid-run and reloads the test page.
const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'radix-ui',
    'keen-slider/react',
  ],
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps,
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.visual.test.tsx', '**/node_modules/**'],
          setupFiles: ['./scripts/vitest.unit.setup.ts'],
          css: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook`, tags: { exclude: ['no-test'] } })],
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        optimizeDeps,
        // mockServiceWorker.js, for the screens' MSW handlers (the same folder Storybook serves).
        publicDir: '.storybook/public',
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.visual.test.tsx'],
          browser: browser(),
          setupFiles: ['./tests/visual/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
