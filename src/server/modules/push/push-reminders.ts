import type { FastifyBaseLogger } from 'fastify';
import { dayKey } from '../../../shared/business-time.js';
import { copy } from '../../../shared/copy.js';
import { addDays, lessonLabel, upcomingLessons, type LiveOccurrence } from '../../../shared/live-schedule.js';
import { liveCardHash, type PushReminderKind } from '../../../shared/push-reminder.js';
import type { Db } from '../../db/database.js';
import { listExceptions, readLiveSchedule, toLiveException } from '../live/live-schedule-repository.js';
import type { VapidKeys } from './push-key-repository.js';
import {
  claimPushReminder,
  markPushReminderSent,
  releasePushReminderClaim,
} from './push-reminder-repository.js';
import { deleteSubscriptionById, listSubscriptions } from './push-subscription-repository.js';

/** Posts one encrypted message to a push service; resolves with the service's status code. */
export type PushTransport = (
  url: string,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
) => Promise<number>;

export const pushOverHttps: PushTransport = async (url, request) => {
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
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
};

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
 * service no longer knows (404, 410) is forgotten. Returns how many this call sent.
 */
export async function sendDuePushReminders(context: PushContext, now: Date): Promise<number> {
  const { db, keys, subject, timeZone, log, transport } = context;
  const today = dayKey(now, timeZone);
  const [schedule, rows] = await Promise.all([readLiveSchedule(db), listExceptions(db, addDays(today, -1))]);
  const due = upcomingLessons(schedule, rows.map(toLiveException), now, timeZone, 2)
    .filter((lesson) => !lesson.cancelled)
    .map((lesson) => ({ lesson, kind: dueReminder(lesson, now) }))
    .filter((entry): entry is { lesson: LiveOccurrence; kind: PushReminderKind } => entry.kind !== null);
  if (due.length === 0) return 0;

  const subscriptions = await listSubscriptions(db);
  if (subscriptions.length === 0) return 0;
  const { default: webPush } = await import('web-push');
  let sent = 0;
  for (const { lesson, kind } of due) {
    const payload = payloadFor(kind, lesson, timeZone);
    for (const subscription of subscriptions) {
      const claim = { subscriptionId: subscription.id, lessonStartsAt: lesson.startsAt.toISOString(), kind };
      if (!(await claimPushReminder(db, claim, now))) continue;
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
        status = await transport(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
        });
      } catch (error) {
        // The service could not be reached: the claim is given back and the next round tries again.
        log.warn({ err: error, subscriptionId: subscription.id }, 'live push reminder not sent');
        await releasePushReminderClaim(db, claim);
        continue;
      }
      if (status >= 200 && status < 300) {
        await markPushReminderSent(db, claim, now);
        sent += 1;
      } else if (status === 404 || status === 410) {
        // The browser dropped this subscription: forget the device (its claims go with it).
        await deleteSubscriptionById(db, subscription.id);
      } else if (status === 429 || status >= 500) {
        log.warn({ status, subscriptionId: subscription.id }, 'push service busy; will try again');
        await releasePushReminderClaim(db, claim);
      } else {
        // Refused for good (bad request, bad key): trying again every minute would not help.
        log.warn({ status, subscriptionId: subscription.id }, 'push service refused the reminder');
      }
    }
  }
  return sent;
}
