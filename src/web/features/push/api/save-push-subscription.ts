import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import type { PushSubscriptionInput } from '#shared/schemas/push.js';
import { apiRequest } from '#web/lib/api-client';

/** Tells the server this device wants the live-lesson reminders. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<Message> {
  return apiRequest<Message>(apiPaths.myPushSubscription, { method: 'POST', body: subscription });
}
