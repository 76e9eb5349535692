import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['src/server/**/*.api.test.ts'];

export default defineConfig({
  // `#server/*` and `#shared/*` lead to the TypeScript sources here (package.json "imports").
  // (Vitest's own default leaves out `module`, so that packages load as Node loads them.)
  // `#web/*` as in tsconfig.web.json and vite.config.ts, for the web app's unit tests.
  resolve: {
    alias: [{ find: /^#web\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) }],
  },
  ssr: {
    resolve: {
      conditions: ['karada-source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
  test: {
    // Forks, not threads: better-sqlite3 and argon2 are native addons, safest one per process.
    pool: 'forks',
    // Two workers keep a 2-core machine busy without starving the PostgreSQL server beside them.
    maxWorkers: Math.min(2, os.availableParallelism()),
    // A worker keeps the modules it has loaded from one file to the next: every file builds its own
    // app on its own database, and a test that changes process state (TZ, fetch, timers) puts it
    // back. Loading the server once per worker instead of once per file halves the SQLite steps.
    isolate: false,
    // Password hashing and migrations make a slow test normal; a hang must still fail on its own.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    teardownTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components and hooks of the web app in a fake DOM: a form's marks, focus and messages
        // without a build and a browser. They load the sources as the web build does.
        extends: true,
        resolve: { conditions: ['karada-source', ...defaultClientConditions] },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
          // Each file its own DOM: rendered screens and stubbed fetch never leak into the next.
          isolate: true,
        },
      },
      {
        extends: true,
        test: { name: 'api-sqlite', include: apiTests, environment: 'node', env: { TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: apiTests,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
