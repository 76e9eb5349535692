import type { Db } from '#server/db/database.js';
import { allowedDevices, deliverPush, type PushContext } from './push-delivery.js';
import { listSubscriptions } from './push-subscription-repository.js';

export type PushMessage = { title: string; body: string; url: string };

/** A message worth a day: after that the service may drop it rather than deliver it late. */
const messageTtlSeconds = 24 * 60 * 60;

async function memberDevices(db: Db, userId: string) {
  return (await listSubscriptions(db)).filter((device) => device.userId === userId);
}

/**
 * Sends one message to every device of one member that allowed push; resolves with how many
 * services took it. The caller claims the send first (it is sent once whatever the processes);
 * a device its service no longer knows is forgotten (deliverPush), any other failure is logged.
 */
export async function pushToMember(
  context: PushContext,
  userId: string,
  message: PushMessage,
): Promise<number> {
  const devices = allowedDevices(context, await memberDevices(context.db, userId));
  let sent = 0;
  for (const device of devices) {
    const outcome = await deliverPush(context, device, JSON.stringify(message), {
      ttlSeconds: messageTtlSeconds,
    });
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}
