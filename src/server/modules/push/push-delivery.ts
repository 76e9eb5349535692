import type { FastifyBaseLogger } from 'fastify';
import { isAllowedPushEndpoint } from '#shared/checks/push-subscription-checks.js';
import type { Db } from '#server/db/database.js';
import type { VapidKeys } from './push-key-repository.js';
import { deleteSubscriptionById, type StoredPushSubscription } from './push-subscription-repository.js';

// Posting one message to one device, shared by the live reminders and the news (notices, new
// contents): each caller claims its own sends; this only delivers and says how it went.

/**
 * Posts one encrypted message to a push service; resolves with the service's status code. The
 * signal ends a post that has taken too long.
 */
export type PushTransport = (
  url: string,
  request: { method: string; headers: Record<string, string>; body: Buffer | null; signal?: AbortSignal },
) => Promise<number>;

/** Longest wait for one push service; one that hangs must not hold back everybody else's. */
export const pushTimeoutMs = 5_000;

export const pushOverHttps: PushTransport = async (url, request) => {
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    // A push service never redirects; following one would let an endpoint send our POST anywhere.
    redirect: 'manual',
    signal: request.signal ?? AbortSignal.timeout(pushTimeoutMs),
  });
  await response.body?.cancel();
  return response.status;
};

export type PushContext = {
  db: Db;
  keys: VapidKeys;
  /** VAPID "sub": our https address, or a mailto: address. */
  subject: string;
  timeZone: string;
  log: FastifyBaseLogger;
  transport: PushTransport;
  /** PUSH_SERVICE_HOSTS: a device stored before the list changed is not posted to. */
  allowedHosts: readonly string[];
};

/**
 * sent: the service took it. retry: not reached, too slow or busy (give the claim back).
 * gone: the browser dropped the device, now forgotten. refused: for good; trying again would not help.
 */
export type PushOutcome = 'sent' | 'retry' | 'gone' | 'refused';

/** The devices of `subscriptions` on an allowed push service; the others are logged and left out. */
export function allowedDevices(
  context: Pick<PushContext, 'allowedHosts' | 'log'>,
  subscriptions: StoredPushSubscription[],
): StoredPushSubscription[] {
  return subscriptions.filter((subscription) => {
    if (isAllowedPushEndpoint(subscription.endpoint, context.allowedHosts)) return true;
    context.log.warn(
      { subscriptionId: subscription.id },
      'push endpoint not on PUSH_SERVICE_HOSTS; not sent',
    );
    return false;
  });
}

/** Encrypts `payload` for the device and posts it, within pushTimeoutMs. */
export async function deliverPush(
  context: PushContext,
  subscription: StoredPushSubscription,
  payload: string,
  options: { ttlSeconds: number },
): Promise<PushOutcome> {
  const { db, keys, subject, log, transport } = context;
  const { default: webPush } = await import('web-push');
  let status: number;
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    status = await withDeadline(pushTimeoutMs, (signal) =>
      transport(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal,
      }),
    );
  } catch (error) {
    log.warn({ err: error, subscriptionId: subscription.id }, 'push not sent');
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) {
    // The browser dropped this subscription: forget the device (its claims go with it).
    await deleteSubscriptionById(db, subscription.id);
    return 'gone';
  }
  if (status === 429 || status >= 500) {
    log.warn({ status, subscriptionId: subscription.id }, 'push service busy; will try again');
    return 'retry';
  }
  // Refused for good (bad request, bad key), or a redirect, which a push service never sends:
  // trying again every minute would not help, and the device is kept.
  log.warn({ status, subscriptionId: subscription.id }, 'push service refused the message');
  return 'refused';
}

/** Runs `work` on every item, at most `size` at a time. */
export async function inPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Fails after `ms`, aborting the signal, even when the work pays no heed to the signal. */
async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`push service did not answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
