import { dayKey, startOfZonedDay, zonedInstant, zonedTime } from '#shared/business-time.js';
import { checkNotice } from '#shared/checks/notice-checks.js';
import { isBlankHtml } from '#shared/checks/content-checks.js';
import { copy } from '#shared/copy.js';
import { addDays } from '#shared/live-schedule.js';
import type { AdminNotice, NoticeInput } from '#shared/schemas/notices.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { inputError } from '#server/http-error.js';
import { visibleAt } from '../contents/content-visibility.js';
import { cleanNoticeHtml } from './notice-html.js';
import type { NoticeRow, NoticeValues } from './notice-repository.js';

// A notice's 下書き / 予約 / 公開 follow the contents' model (docs/decisions/0019-scheduled-posts.md):
// a status and the instant it shows, so nothing has to run at that instant.

type Context = { now: Date; timeZone: string; before?: NoticeRow | undefined };

function isVisible(row: Pick<NoticeRow, 'status' | 'publishedAt'>, at: string): boolean {
  return row.status === 'published' && row.publishedAt <= at;
}

/** The end of business day `day`: the start of the next one. */
function endOfDay(day: string, timeZone: string): string {
  const [year, month, date] = addDays(day, 1).split('-').map(Number) as [number, number, number];
  return startOfZonedDay(year, month, date, timeZone).toISOString();
}

/** What staff's form stores, checked again here (the same check as the form, then the clock's). */
export function noticeValuesOf(input: NoticeInput, { now, timeZone, before }: Context): NoticeValues {
  const problem = checkNotice(input);
  if (problem) throw inputError(problem);
  const body = cleanNoticeHtml(input.body);
  if (isBlankHtml(body)) throw inputError({ field: 'body', message: copy.notices.admin.bodyMissing });
  const pinnedUntil = input.pinnedUntil === '' ? null : endOfDay(input.pinnedUntil, timeZone);
  // A pin that has run out may stay as it was: the form fills it in again when she corrects an
  // older notice's words, and it pins nothing. A new past day is refused.
  const pinUnchanged = pinnedUntil !== null && pinnedUntil === before?.pinnedUntil;
  if (input.pinnedUntil !== '' && !pinUnchanged && input.pinnedUntil < dayKey(now, timeZone)) {
    throw inputError({ field: 'pinnedUntil', message: copy.notices.admin.pinnedPast });
  }
  let status: NoticeValues['status'] = 'published';
  let publishedAt: string;
  if (input.state === 'draft') {
    status = 'draft';
    publishedAt = before?.publishedAt ?? visibleAt(now);
  } else if (input.state === 'scheduled') {
    const at = zonedInstant(input.publishDate, input.publishTime, timeZone);
    if (at.getTime() <= now.getTime()) {
      throw inputError({ field: 'publishTime', message: copy.publishing.timeNotFuture });
    }
    publishedAt = at.toISOString();
  } else {
    // Already public, it keeps the moment it went public (its place in the list, its sends).
    publishedAt = before && isVisible(before, now.toISOString()) ? before.publishedAt : visibleAt(now);
  }
  return {
    title: input.title.trim(),
    body,
    status,
    publishedAt,
    pinnedUntil,
    sendPush: input.sendPush ? 1 : 0,
    sendMail: input.sendMail ? 1 : 0,
  };
}

export function noticeState(row: Pick<NoticeRow, 'status' | 'publishedAt'>, now: Date): PublishingState {
  if (row.status === 'draft') return 'draft';
  return isVisible(row, now.toISOString()) ? 'published' : 'scheduled';
}

/** The last business day a notice stays pinned, as staff chose it ('' when it is not). */
export function lastPinnedDay(row: Pick<NoticeRow, 'pinnedUntil'>, timeZone: string): string {
  // Stored as the moment the pin ends: the start of the next day.
  return row.pinnedUntil ? dayKey(new Date(new Date(row.pinnedUntil).getTime() - 1), timeZone) : '';
}

export function isPinned(row: Pick<NoticeRow, 'pinnedUntil'>, at: string): boolean {
  return row.pinnedUntil !== null && at < row.pinnedUntil;
}

export function toAdminNotice(
  row: NoticeRow & { readCount?: number },
  now: Date,
  timeZone: string,
): AdminNotice {
  const publishedAt = new Date(row.publishedAt);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    state: noticeState(row, now),
    publishedAt: row.publishedAt,
    publishDate: dayKey(publishedAt, timeZone),
    publishTime: zonedTime(publishedAt, timeZone),
    // The pin ends at the start of the next day: its last day is the one before.
    pinnedUntil: lastPinnedDay(row, timeZone),
    sendPush: row.sendPush === 1,
    sendMail: row.sendMail === 1,
    readCount: row.readCount ?? 0,
    updatedAt: row.updatedAt,
  };
}
