import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { addDays, lessonLabel, upcomingLessons } from '#shared/live-schedule.js';
import type { Mail } from '#server/mail/mailer.js';
import type { ScheduledMailContext } from '#server/mail/scheduled-mail-context.js';
import { newSecretToken } from '#server/secret-token.js';
import { visibleAt } from '../contents/content-visibility.js';
import { listExceptions, readLiveSchedule, toLiveException } from '../live/live-schedule-repository.js';
import { noticeText } from '../notices/notice-html.js';
import { allowedDevices, deliverPush, inPool, type PushContext } from '../push/push-delivery.js';
import { contentsAppearedSince, noticesToSend, type NewsNotice } from './news-item-repository.js';
import { newsMail } from './news-mail.js';
import { mailRecipients, pushDevices, type PushDevice } from './news-preference-repository.js';
import { claimNewsSend, markNewsSent, releaseNewsSend, type NewsClaim } from './news-send-repository.js';
import { dueDigestWeek } from './weekly-digest.js';

export type NewsContext = ScheduledMailContext & {
  /** Null until the push keys exist (tests without push still send mail). */
  push: PushContext | null;
};

const dayMs = 24 * 60 * 60 * 1000;
/** A notice is still sent this long after it appeared (a process down for a while). */
const noticeSendWindowMs = 3 * dayMs;
/** A new content's push is no news after this. */
const contentPushWindowMs = dayMs;
const pushesAtOnce = 8;

/**
 * One round of news: notices that have appeared (mail and push), new contents (push to those who
 * asked) and the weekly digest (Sunday 19:00). Every process runs it every minute; each send is
 * claimed in the database first, so a member (a device, for a push) gets each one once however
 * many processes run and after restarts. Returns how many this call sent.
 */
export async function sendDueNews(context: NewsContext, now: Date): Promise<number> {
  const at = visibleAt(now);
  const notices = await noticesToSend(
    context.db,
    at,
    new Date(now.getTime() - noticeSendWindowMs).toISOString(),
  );
  let sent = 0;
  for (const notice of notices) {
    if (notice.sendMail === 1) sent += await mailNotice(context, notice, now);
    if (notice.sendPush === 1) {
      const payload = { title: copy.notices.push.title, body: notice.title, url: '/member/notices' };
      sent += await pushToDevices(context, { kind: 'notice-push', itemId: notice.id }, payload, false, now);
    }
  }
  const contents = await contentsAppearedSince(
    context.db,
    at,
    new Date(now.getTime() - contentPushWindowMs).toISOString(),
  );
  for (const content of contents) {
    const payload = {
      title: copy.news.push.newContentTitle,
      body: content.title,
      url: `/member/content/${encodeURIComponent(content.id)}`,
    };
    // Only to devices of members who asked before it appeared.
    const askedBefore = (device: PushDevice) => device.since !== null && device.since <= content.publishedAt;
    sent += await pushToDevices(
      context,
      { kind: 'content-push', itemId: content.id },
      payload,
      true,
      now,
      askedBefore,
    );
  }
  sent += await sendWeeklyDigest(context, now);
  return sent;
}

/** Claims, sends and records one mail; gives the claim back when the mail could not be handed over. */
async function mailOnce(
  context: NewsContext,
  claim: NewsClaim,
  mail: (stopToken: string) => Mail,
  now: Date,
) {
  const stopToken = newSecretToken();
  if (!(await claimNewsSend(context.db, claim, now, stopToken))) return 0;
  try {
    await context.mailer.send(mail(stopToken));
    await markNewsSent(context.db, claim, now);
    return 1;
  } catch (error) {
    context.log.error({ err: error, userId: claim.userId, kind: claim.kind }, 'news mail not sent');
    await releaseNewsSend(context.db, claim);
    return 0;
  }
}

async function mailNotice(context: NewsContext, notice: NewsNotice, now: Date): Promise<number> {
  const { publicUrl, siteName } = context;
  let sent = 0;
  for (const recipient of await mailRecipients(context.db, 'noticeMail')) {
    const claim = { kind: 'notice-mail' as const, itemId: notice.id, userId: recipient.userId, deviceId: '' };
    sent += await mailOnce(
      context,
      claim,
      (stopToken) =>
        newsMail({
          to: recipient.email,
          subject: copy.notices.mail.subject(siteName, notice.title),
          lines: [
            copy.notices.mail.greeting(siteName),
            '',
            `■ ${notice.title}`,
            noticeText(notice.body),
            '',
            copy.notices.mail.readOnSite,
            `${publicUrl}/member/notices`,
          ],
          publicUrl,
          stopToken,
        }),
      now,
    );
  }
  return sent;
}

async function pushToDevices(
  context: NewsContext,
  item: Pick<NewsClaim, 'kind' | 'itemId'>,
  message: { title: string; body: string; url: string },
  onlyContentPush: boolean,
  now: Date,
  wanted: (device: PushDevice) => boolean = () => true,
): Promise<number> {
  const push = context.push;
  if (!push) return 0;
  const devices = (await pushDevices(context.db, onlyContentPush)).filter(wanted);
  const payload = JSON.stringify(message);
  let sent = 0;
  await inPool(allowedDevices(push, devices) as PushDevice[], pushesAtOnce, async (device) => {
    const claim = { ...item, userId: device.userId, deviceId: device.id };
    if (!(await claimNewsSend(context.db, claim, now))) return;
    const outcome = await deliverPush(push, device, payload, { ttlSeconds: dayMs / 1000 });
    if (outcome === 'sent') {
      await markNewsSent(context.db, claim, now);
      sent += 1;
    } else if (outcome === 'retry') {
      await releaseNewsSend(context.db, claim);
    }
  });
  return sent;
}

/**
 * The weekly digest, due from Sunday 19:00 business time: the contents that appeared in the week
 * and next week's live lessons, to every member who asked. No new content, no mail.
 */
async function sendWeeklyDigest(context: NewsContext, now: Date): Promise<number> {
  const { db, timeZone, publicUrl, siteName } = context;
  const week = dueDigestWeek(now, timeZone);
  if (!week) return 0;
  const contents = await contentsAppearedSince(db, visibleAt(week.to), week.from.toISOString());
  if (contents.length === 0) return 0;
  const recipients = await mailRecipients(db, 'weeklyDigest');
  if (recipients.length === 0) return 0;
  const [schedule, rows] = await Promise.all([
    readLiveSchedule(db),
    listExceptions(db, addDays(dayKey(week.to, timeZone), -1)),
  ]);
  const weekEnd = week.to.getTime() + 7 * dayMs;
  const lessons = upcomingLessons(schedule, rows.map(toLiveException), week.to, timeZone, 8).filter(
    (lesson) => lesson.startsAt.getTime() < weekEnd,
  );
  const text = copy.news.digest;
  const lines = [
    text.greeting(siteName),
    '',
    text.newHeading,
    ...contents.flatMap((content) => [
      `・${content.title}`,
      `  ${publicUrl}/member/content/${encodeURIComponent(content.id)}`,
    ]),
    '',
    text.liveHeading,
    ...(lessons.length === 0
      ? [text.noLive]
      : lessons.map(
          (lesson) => `・${lessonLabel(lesson, timeZone)}${lesson.cancelled ? text.liveCancelled : ''}`,
        )),
    `${publicUrl}/member/live`,
  ];
  let sent = 0;
  for (const recipient of recipients) {
    const claim = { kind: 'digest' as const, itemId: week.sunday, userId: recipient.userId, deviceId: '' };
    sent += await mailOnce(
      context,
      claim,
      (stopToken) =>
        newsMail({ to: recipient.email, subject: text.subject(siteName), lines, publicUrl, stopToken }),
      now,
    );
  }
  return sent;
}
