import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/browser.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests in Debian's Chromium against the real server (built web app, demo seed, a fresh embedded
 * database in a temporary folder) — `npm run test:e2e` builds both first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'ka-GE',
    // Page transitions (and every other animation) off, as a listener who asks for less motion gets them: axe and
    // the assertions never meet a screen mid-fade. The transition itself is tested in packages/ui.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Tbilisi',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/api/categories/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
