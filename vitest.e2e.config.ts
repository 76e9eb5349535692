import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `#server/*` and `#shared/*` lead to the TypeScript sources here (package.json "imports").
  // (Vitest's own default leaves out `module`, so that packages load as Node loads them.)
  ssr: {
    resolve: {
      conditions: ['karada-source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One file at a time, all in one process: two cores are not enough for more, and the files
    // then share one Chromium (a worker fixture) and load the test code once. Each test makes its
    // own browser context, and files extend the shared `test` rather than override it.
    fileParallelism: false,
    isolate: false,
    globalSetup: ['tests/support/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 15_000,
    // expect.poll's own 1 s is too short for a service worker installing or a list refetching on a
    // busy 2-core machine (a shell precache took over 1 s there); a wrong page still fails, later.
    expect: { poll: { timeout: 5_000 } },
  },
});
