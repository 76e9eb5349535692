import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { addDays, lessonLabel, upcomingLessons, type LiveOccurrence } from '#shared/live-schedule.js';
import { liveCardHash, type PushReminderKind } from '#shared/push-reminder.js';
import { listExceptions, readLiveSchedule, toLiveException } from '../live/live-schedule-repository.js';
import { allowedDevices, deliverPush, inPool, type PushContext } from './push-delivery.js';
import {
  claimPushReminder,
  markPushReminderSent,
  releasePushReminderClaim,
} from './push-reminder-repository.js';
import { listSubscriptions, type StoredPushSubscription } from './push-subscription-repository.js';

export { pushOverHttps, pushTimeoutMs, type PushContext, type PushTransport } from './push-delivery.js';

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
  const { db, timeZone } = context;
  const today = dayKey(now, timeZone);
  const [schedule, rows] = await Promise.all([readLiveSchedule(db), listExceptions(db, addDays(today, -1))]);
  const due = upcomingLessons(schedule, rows.map(toLiveException), now, timeZone, 2)
    .filter((lesson) => !lesson.cancelled)
    .map((lesson) => ({ lesson, kind: dueReminder(lesson, now) }))
    .filter((entry): entry is { lesson: LiveOccurrence; kind: PushReminderKind } => entry.kind !== null);
  if (due.length === 0) return 0;
  const subscriptions = allowedDevices(context, await listSubscriptions(db));
  if (subscriptions.length === 0) return 0;
  const work = due.flatMap(({ lesson, kind }) => {
    const payload = payloadFor(kind, lesson, timeZone);
    return subscriptions.map((subscription) => ({ lesson, kind, payload, subscription }));
  });
  let sent = 0;
  await inPool(work, pushesAtOnce, async (item) => {
    if (await sendOne(context, item, now)) sent += 1;
  });
  return sent;
}

type PushWork = {
  lesson: LiveOccurrence;
  kind: PushReminderKind;
  payload: string;
  subscription: StoredPushSubscription;
};

/** Claims, sends and records one reminder to one device; true when the service took it. */
async function sendOne(context: PushContext, item: PushWork, now: Date): Promise<boolean> {
  const { db, log } = context;
  const { lesson, kind, payload, subscription } = item;
  const claim = { subscriptionId: subscription.id, lessonStartsAt: lesson.startsAt.toISOString(), kind };
  if (!(await claimPushReminder(db, claim, now))) return false;
  // Past the lesson a reminder means nothing: the service may drop it after 30 minutes.
  const outcome = await deliverPush(context, subscription, payload, { ttlSeconds: pushBeforeMinutes * 60 });
  if (outcome === 'sent') {
    await markPushReminderSent(db, claim, now);
    return true;
  }
  if (outcome === 'retry') await releasePushReminderClaim(db, claim);
  else if (outcome === 'refused') log.warn({ subscriptionId: subscription.id }, 'push reminder refused');
  return false;
}
