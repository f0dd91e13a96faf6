import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/client'),
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
};

const apiTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];

/**
 * With a PostgreSQL to test on (CI), every API test runs there, and on the embedded PGlite only the
 * tests where the engine itself matters: the database layer, the platform (sessions, job queue,
 * rate limits, error mapping) and the start-up, crash and access suites of tests/api (the generated
 * bad input, the same engine compiled to WebAssembly, runs on PostgreSQL only). The browser
 * journeys run every screen on PGlite besides (decision 0127). TEST_BOTH_DATABASES=true runs
 * everything on both.
 */
const engineTests = [
  'src/server/db/**/*.test.ts',
  'src/server/platform/**/*.test.ts',
  'src/server/features/jobs/**/*.test.ts',
  'tests/api/**/*.test.ts',
];
const splitByEngine = !!process.env.TEST_DATABASE_URL && process.env.TEST_BOTH_DATABASES !== 'true';

const apiProject = (kind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${kind}`,
    include: kind === 'pglite' && splitByEngine ? engineTests : apiTests,
    exclude: [
      ...configDefaults.exclude,
      ...(kind === 'pglite' && splitByEngine ? ['tests/api/bad-input.test.ts'] : []),
    ],
    environment: 'node',
    // The API tests share one module graph per worker: importing the app (every feature) for each
    // file took more time than the tests; src/server keeps no module state (a lint rule), and the
    // API tests mock nothing, so a file cannot leak into the next.
    isolate: process.env.VITEST_ISOLATE_API === 'true',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
