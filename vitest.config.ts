import { defineConfig } from 'vitest/config';
import { engineFreeTests } from './scripts/engine-free-tests.mjs';

// npm test's PostgreSQL leg runs only the server tests that reach a database (LOCI_TEST_DATABASE_ONLY=1):
// the others ran in the PGlite leg, and would run the same code again.
const notOnThisEngine = process.env.LOCI_TEST_DATABASE_ONLY === '1' ? engineFreeTests() : [];

// One Vitest run covers the server (node) and the web units (happy-dom); `server-postgres`
// holds the tests that need a PostgreSQL server and runs in npm test's PostgreSQL leg.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.postgres.test.ts', ...notOnThisEngine],
          environment: 'node',
          globalSetup: ['./test/pglite-template.setup.ts'],
          // npm test's PGlite leg sets LOCI_TEST_ISOLATE=0: one process for the files, modules loaded once.
          isolate: process.env.LOCI_TEST_ISOLATE !== '0',
          // Generous: CI machines can be twice as slow as a quiet laptop; a timeout is a hang guard, not a goal.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Tests that need a real PostgreSQL server (TEST_DATABASE_URL): the PostgreSQL leg only.
        test: {
          name: 'server-postgres',
          root: './apps/server',
          include: ['src/**/*.postgres.test.ts', 'test/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
