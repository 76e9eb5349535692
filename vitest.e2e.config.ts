import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One file at a time: each drives its own Chromium, and two cores are not enough for more.
    fileParallelism: false,
    globalSetup: ['tests/support/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 15_000,
  },
});
