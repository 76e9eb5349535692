import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';

/**
 * For tests that build the app from settings of their own: what a test started (`app`, and the
 * `cleanUp` of its settings) is closed and removed after it, even when the test fails.
 */
export function ownAppClosedAfterEach() {
  const started: { app?: FastifyInstance; cleanUp?: () => Promise<void> } = {};
  afterEach(async () => {
    await started.app?.close();
    await started.cleanUp?.();
    started.app = undefined;
    started.cleanUp = undefined;
  });
  return started;
}
