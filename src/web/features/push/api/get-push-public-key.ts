import { apiPaths } from '#shared/api-paths.js';
import type { PushPublicKey } from '#shared/schemas/push.js';
import { apiRequest } from '#web/lib/api-client';

/** This site's VAPID public key; asked for only when she turns the reminders on. */
export function getPushPublicKey(): Promise<PushPublicKey> {
  return apiRequest<PushPublicKey>(apiPaths.pushPublicKey);
}
