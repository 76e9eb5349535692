import { isAllowedPushEndpoint } from '#shared/checks/push-subscription-checks.js';
import type { Db } from '#server/db/database.js';
import { pushTimeoutMs, withDeadline, type PushContext } from './push-reminders.js';
import { deleteSubscriptionById, listSubscriptions } from './push-subscription-repository.js';

export type PushMessage = { title: string; body: string; url: string };

/** A message worth a day: after that the service may drop it rather than deliver it late. */
const messageTtlSeconds = 24 * 60 * 60;

async function memberDevices(db: Db, userId: string) {
  return (await listSubscriptions(db)).filter((device) => device.userId === userId);
}

/**
 * Sends one message to every device of one member that allowed push; resolves with how many
 * services took it. The caller claims the send first (it is sent once whatever the processes);
 * a device its service no longer knows (404, 410) is forgotten, any other failure is logged.
 */
export async function pushToMember(
  context: PushContext,
  userId: string,
  message: PushMessage,
): Promise<number> {
  const { db, keys, subject, log, transport, allowedHosts } = context;
  const devices = (await memberDevices(db, userId)).filter((device) =>
    isAllowedPushEndpoint(device.endpoint, allowedHosts),
  );
  if (devices.length === 0) return 0;
  const { default: webPush } = await import('web-push');
  let sent = 0;
  for (const device of devices) {
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: messageTtlSeconds,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      const status = await withDeadline(pushTimeoutMs, (signal) =>
        transport(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
          signal,
        }),
      );
      if (status >= 200 && status < 300) sent += 1;
      else if (status === 404 || status === 410) await deleteSubscriptionById(db, device.id);
      else log.warn({ status, subscriptionId: device.id }, 'push service refused a message');
    } catch (error) {
      log.warn({ err: error, subscriptionId: device.id }, 'push message not sent');
    }
  }
  return sent;
}
