import { defineConfig } from 'vitest/config';

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
          exclude: ['**/node_modules/**', '**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['./test/pglite-template.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
