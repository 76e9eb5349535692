import type { TestProject } from 'vitest/node';
import { setMonthPassphrase } from './app-data.js';
import { startAppServer } from './app-server.js';
import { standInPushEnv } from '../push-service.js';
import { ensureChromium } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one server listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    appDataDir: string;
    appLogFile: string;
  }
}

/**
 * One built server for the whole browser run. Test files share it and must not assume an empty
 * database; this month's passphrase is set once here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  // Each browser context says it is another client (see fixtures.ts), so the attempt limits,
  // counted per client address, see many people rather than one tester hammering the site.
  // The push test's devices name a stand-in push service (pwa.e2e.test.ts).
  const server = await startAppServer({ env: { TRUST_PROXY: 'loopback', ...standInPushEnv } });
  console.log(`[app-server] ${server.baseUrl} (pid ${server.pid}, data ${server.dataDir})`);
  try {
    await setMonthPassphrase(server.dataDir);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('appDataDir', server.dataDir);
  project.provide('appLogFile', server.logFile);
  return server.stop;
}
