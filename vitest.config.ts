import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/client'),
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
};

const apiTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];

const apiProject = (kind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${kind}`,
    include: apiTests,
    environment: 'node',
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
