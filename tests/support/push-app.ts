import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import type { Clock } from '#server/clock.js';
import type { Config } from '#server/config.js';
import { pushOverHttps, type PushTransport } from '#server/modules/push/push-delivery.js';
import { standInPushOrigin, type PushServiceStandIn } from './push-service.js';
import { apiOnlyWebRoot } from './test-app.js';

/**
 * One app process (API only) whose pushes reach the stand-in push service: the real transport
 * (fetch), pointed from the stand-in's public name to its loopback address. Push tests start two
 * or more of these on one database to show each push goes out once.
 */
export function buildAppPushingToStandIn(
  service: PushServiceStandIn,
  config: Config,
  clock: Clock,
): Promise<FastifyInstance> {
  const pushTransport: PushTransport = (url, request) =>
    pushOverHttps(url.replace(standInPushOrigin, service.url), request);
  return buildApp({ config, clock, logger: false, webRoot: apiOnlyWebRoot(config), pushTransport });
}
