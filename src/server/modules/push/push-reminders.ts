import type { FastifyBaseLogger } from 'fastify';
import type * as WebPushModule from 'web-push';
import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { addDays, lessonLabel, upcomingLessons, type LiveOccurrence } from '#shared/live-schedule.js';
import { isAllowedPushEndpoint } from '#shared/checks/push-subscription-checks.js';
import { liveCardHash, type PushReminderKind } from '#shared/push-reminder.js';
import type { Db } from '#server/db/database.js';
import { listExceptions, readLiveSchedule, toLiveException } from '../live/live-schedule-repository.js';
import type { VapidKeys } from './push-key-repository.js';
import {
  claimPushReminder,
  markPushReminderSent,
  releasePushReminderClaim,
} from './push-reminder-repository.js';
import {
  deleteSubscriptionById,
  listSubscriptions,
  type StoredPushSubscription,
} from './push-subscription-repository.js';

/**
 * Posts one encrypted message to a push service; resolves with the service's status code. The
 * signal ends a post that has taken too long.
 */
export type PushTransport = (
  url: string,
  request: { method: string; headers: Record<string, string>; body: Buffer | null; signal?: AbortSignal },
) => Promise<number>;

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

/** Longest wait for one push service; one that hangs must not hold back everybody else's. */
export const pushTimeoutMs = 5_000;
/** Pushes under way at once in a round. */
const pushesAtOnce = 8;

const minuteMs = 60_000;
/** The first reminder: this long before the start. */
const pushBeforeMinutes = 30;
/** A start reminder later than this after the start is of no use any more. */
const startWindowMs = 15 * minuteMs;

/** Which reminder of this lesson is due at `now`, if any. */
function dueReminder(lesson: LiveOccurrence, now: Date): PushReminderKind | null {
  const start = lesson.startsAt.getTime();
  const at = now.getTime();
  if (start - pushBeforeMinutes * minuteMs <= at && at < start) return 'before';
  if (start <= at && at < Math.min(start + startWindowMs, lesson.endsAt.getTime())) return 'start';
  return null;
}

function payloadFor(kind: PushReminderKind, lesson: LiveOccurrence, timeZone: string): string {
  const url = `/member${liveCardHash}`;
  return JSON.stringify(
    kind === 'before'
      ? { title: copy.pwa.pushBeforeTitle, body: copy.pwa.pushBeforeBody(lessonLabel(lesson, timeZone)), url }
      : { title: copy.pwa.pushStartTitle, body: copy.pwa.pushStartBody, url },
  );
}

/**
 * Sends the due reminder (30 minutes before, at the start) of the coming lesson to every device
 * that asked and has not had it. Each send is claimed in the database first, so however many
 * processes run this at once, a device gets each reminder of a lesson once. A device the push
 * service no longer knows (404, 410) is forgotten. Eight devices are sent to at a time, each given
 * pushTimeoutMs. Returns how many this call sent.
 */
export async function sendDuePushReminders(context: PushContext, now: Date): Promise<number> {
  const { db, timeZone, log, allowedHosts } = context;
  const today = dayKey(now, timeZone);
  const [schedule, rows] = await Promise.all([readLiveSchedule(db), listExceptions(db, addDays(today, -1))]);
  const due = upcomingLessons(schedule, rows.map(toLiveException), now, timeZone, 2)
    .filter((lesson) => !lesson.cancelled)
    .map((lesson) => ({ lesson, kind: dueReminder(lesson, now) }))
    .filter((entry): entry is { lesson: LiveOccurrence; kind: PushReminderKind } => entry.kind !== null);
  if (due.length === 0) return 0;
  const subscriptions = (await listSubscriptions(db)).filter((subscription) => {
    if (isAllowedPushEndpoint(subscription.endpoint, allowedHosts)) return true;
    log.warn({ subscriptionId: subscription.id }, 'push endpoint not on PUSH_SERVICE_HOSTS; not sent');
    return false;
  });
  if (subscriptions.length === 0) return 0;
  const { default: webPush } = await import('web-push');
  const work = due.flatMap(({ lesson, kind }) => {
    const payload = payloadFor(kind, lesson, timeZone);
    return subscriptions.map((subscription) => ({ lesson, kind, payload, subscription }));
  });
  let sent = 0;
  await inPool(work, pushesAtOnce, async (item) => {
    if (await sendOne(context, webPush, item, now)) sent += 1;
  });
  return sent;
}

type WebPush = Pick<typeof WebPushModule, 'generateRequestDetails'>;
type PushWork = {
  lesson: LiveOccurrence;
  kind: PushReminderKind;
  payload: string;
  subscription: StoredPushSubscription;
};

/** Claims, sends and records one reminder to one device; true when the service took it. */
async function sendOne(context: PushContext, webPush: WebPush, item: PushWork, now: Date): Promise<boolean> {
  const { db, keys, subject, log, transport } = context;
  const { lesson, kind, payload, subscription } = item;
  const claim = { subscriptionId: subscription.id, lessonStartsAt: lesson.startsAt.toISOString(), kind };
  if (!(await claimPushReminder(db, claim, now))) return false;
  let status: number;
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        // Past the lesson a reminder means nothing: the service may drop it after 30 minutes.
        TTL: pushBeforeMinutes * 60,
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
    // Not reached, or too slow: the claim is given back and the next round tries again.
    log.warn({ err: error, subscriptionId: subscription.id }, 'live push reminder not sent');
    await releasePushReminderClaim(db, claim);
    return false;
  }
  if (status >= 200 && status < 300) {
    await markPushReminderSent(db, claim, now);
    return true;
  }
  if (status === 404 || status === 410) {
    // The browser dropped this subscription: forget the device (its claims go with it).
    await deleteSubscriptionById(db, subscription.id);
  } else if (status === 429 || status >= 500) {
    log.warn({ status, subscriptionId: subscription.id }, 'push service busy; will try again');
    await releasePushReminderClaim(db, claim);
  } else {
    // Refused for good (bad request, bad key), or a redirect, which a push service never sends:
    // trying again every minute would not help, and the device is kept.
    log.warn({ status, subscriptionId: subscription.id }, 'push service refused the reminder');
  }
  return false;
}

/** Runs `work` on every item, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
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
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
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
