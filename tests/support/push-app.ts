import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.js';
import type { Clock } from '#server/clock.js';
import type { Config } from '#server/config.js';
import { pushOverHttps, type PushTransport } from '#server/modules/push/push-delivery.js';
import {
  standInPushEnv,
  standInPushOrigin,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from './push-service.js';
import { apiOnlyWebRoot, createTestConfig } from './test-app.js';

/**
 * One app process (API only) whose pushes reach the stand-in push service: the real transport
 * (fetch), pointed from the stand-in's public name to its loopback address.
 */
function buildAppPushingToStandIn(
  service: PushServiceStandIn,
  config: Config,
  clock: Clock,
): Promise<FastifyInstance> {
  const pushTransport: PushTransport = (url, request) =>
    pushOverHttps(url.replace(standInPushOrigin, service.url), request);
  return buildApp({ config, clock, logger: false, webRoot: apiOnlyWebRoot(config), pushTransport });
}

export type PushProcesses = {
  service: PushServiceStandIn;
  config: Config;
  /** The processes running now, in the order they started; a test may take one out and close it. */
  apps: FastifyInstance[];
  /** Starts one more process on the same database. */
  start: () => Promise<FastifyInstance>;
};

/**
 * For a describe block that shows each push goes out once: a stand-in push service and a fresh
 * database, ready in beforeAll (call this before the block's own beforeAll, which starts the
 * processes with `start`); the processes, database and service are closed in afterAll.
 */
export function pushProcessesForAllTests(clock: Clock, env: Record<string, string> = {}): PushProcesses {
  let cleanUp: (() => Promise<void>) | undefined;
  const processes: PushProcesses = {
    service: undefined as unknown as PushServiceStandIn,
    config: undefined as unknown as Config,
    apps: [],
    start: async () => {
      const app = await buildAppPushingToStandIn(processes.service, processes.config, clock);
      processes.apps.push(app);
      return app;
    },
  };
  beforeAll(async () => {
    processes.service = await startPushServiceStandIn();
    ({ config: processes.config, cleanUp } = await createTestConfig({ ...standInPushEnv, ...env }));
  });
  afterAll(async () => {
    for (const app of processes.apps) await app.close();
    await cleanUp?.();
    await processes.service?.close();
  });
  return processes;
}
