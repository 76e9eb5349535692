import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { addDays, lessonLabel, reminderDueAt, upcomingLessons } from '#shared/live-schedule.js';
import type { ScheduledMailContext } from '#server/mail/scheduled-mail-context.js';
import { newSecretToken } from '#server/secret-token.js';
import { reminderRecipients } from './live-member-repository.js';
import { claimReminder, markReminderSent, releaseReminderClaim } from './live-reminder-repository.js';
import { listExceptions, readLiveSchedule, toLiveException } from './live-schedule-repository.js';

function reminderStopLink(publicUrl: string, token: string): string {
  return `${publicUrl}/live-reminder/stop?token=${encodeURIComponent(token)}`;
}

/**
 * Sends the reminder of every lesson whose time has come (from 12:00 the day before until it
 * starts) to every member who asked for it and has not had it. Each send is claimed in the
 * database first, so however many processes run this at once, or again after a restart, a member
 * gets one mail per lesson. Returns how many this call sent.
 */
export async function sendDueLiveReminders(context: ScheduledMailContext, now: Date): Promise<number> {
  const { db, mailer, timeZone, publicUrl, siteName, log } = context;
  const today = dayKey(now, timeZone);
  const [schedule, rows] = await Promise.all([readLiveSchedule(db), listExceptions(db, addDays(today, -1))]);
  const exceptions = rows.map(toLiveException);
  const due = upcomingLessons(schedule, exceptions, now, timeZone, 4).filter(
    (lesson) =>
      !lesson.cancelled &&
      reminderDueAt(lesson, timeZone).getTime() <= now.getTime() &&
      now.getTime() < lesson.startsAt.getTime(),
  );
  if (due.length === 0) return 0;
  const recipients = await reminderRecipients(db);
  let sent = 0;
  for (const lesson of due) {
    const lessonStartsAt = lesson.startsAt.toISOString();
    const label = lessonLabel(lesson, timeZone);
    for (const recipient of recipients) {
      const stopToken = newSecretToken();
      const claimed = await claimReminder(db, { userId: recipient.userId, lessonStartsAt, stopToken, now });
      if (!claimed) continue;
      try {
        await mailer.send({
          to: recipient.email,
          subject: copy.live.mail.subject(siteName, label),
          text: [
            copy.live.mail.greeting(siteName),
            '',
            copy.live.mail.when(label),
            copy.live.mail.how,
            `${publicUrl}/member`,
            '',
            copy.live.mail.stop,
            reminderStopLink(publicUrl, stopToken),
          ].join('\n'),
        });
        await markReminderSent(db, recipient.userId, lessonStartsAt, now);
        sent += 1;
      } catch (error) {
        // Nothing went out: the claim is given back and the next round tries again.
        log.error({ err: error, userId: recipient.userId }, 'live reminder not sent');
        await releaseReminderClaim(db, recipient.userId, lessonStartsAt);
      }
    }
  }
  return sent;
}
