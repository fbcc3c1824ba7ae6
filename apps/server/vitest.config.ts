import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// The suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  root,
  test: {
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: `server-${db}`,
        root,
        environment: 'node',
        include: ['test/**/*.test.ts'],
        globalSetup: ['test/global-setup.ts'],
        env: { TEST_DB_KIND: db },
        testTimeout: 30_000,
        hookTimeout: 120_000,
        pool: 'forks',
        maxWorkers: 2,
        fileParallelism: true,
      },
    })),
  },
});
