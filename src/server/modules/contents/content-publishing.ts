import { dayKey, startOfZonedDay, zonedInstant } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import type { ContentInput } from '#shared/schemas/admin.js';
import type { ContentRow } from './content-repository.js';
import { inputError } from '#server/http-error.js';
import { isVisibleRow, visibleAt, type Publishable } from './content-visibility.js';

export type Publishing = Pick<ContentRow, 'status' | 'publishedAt' | 'date'>;

/**
 * What staff's state choice stores (docs/decisions/0019-scheduled-posts.md):
 * - 公開: shows now. Its 公開日 may be today or earlier (a lesson posted late keeps its day),
 *   never later — that is what 予約 is for. Already public, it keeps the moment it went public.
 * - 予約: shows from 予約日 + 予約時刻 in the business zone, which must still be ahead; the
 *   content's date becomes that day, so lists and badges show the day it went public.
 * - 下書き: shows to no member; published_at is kept as the start of its day, unused.
 */
export function publishingOf(
  input: Pick<ContentInput, 'state' | 'date' | 'publishTime'>,
  context: { now: Date; timeZone: string; before?: Pick<ContentRow, 'status' | 'publishedAt'> | undefined },
): Publishing {
  const { now, timeZone, before } = context;
  // An edit that does not say (an older tab, an API client) keeps what is stored: a draft must
  // never go public because a field was left out.
  if (input.state === undefined && before) {
    return { status: before.status, publishedAt: before.publishedAt, date: input.date };
  }
  const state = input.state ?? 'published';
  const [year, month, day] = input.date.split('-').map(Number) as [number, number, number];
  const startOfDay = startOfZonedDay(year, month, day, timeZone).toISOString();
  if (state === 'draft') return { status: 'draft', publishedAt: startOfDay, date: input.date };
  if (state === 'scheduled') {
    const publishedAt = scheduledInstant(input.date, input.publishTime ?? '', now, timeZone);
    return { status: 'published', publishedAt, date: input.date };
  }
  if (input.date > dayKey(now, timeZone)) {
    throw inputError({ field: 'date', message: copy.publishing.dateInFuture });
  }
  return { status: 'published', publishedAt: publicSince(before, now), date: input.date };
}

/** When a 予約 shows: `time` (HH:MM) on `day` in the business zone, refused unless still ahead. */
export function scheduledInstant(day: string, time: string, now: Date, timeZone: string): string {
  const at = zonedInstant(day, time, timeZone);
  if (at.getTime() <= now.getTime()) {
    throw inputError({ field: 'publishTime', message: copy.publishing.timeNotFuture });
  }
  return at.toISOString();
}

/**
 * When an item saved as 公開 shows: already public, the moment it went public; otherwise the
 * whole second members' queries count as now (visibleAt), so it shows at once.
 */
export function publicSince(before: Publishable | undefined, now: Date): string {
  return before !== undefined && isVisibleRow(before, now.toISOString())
    ? before.publishedAt
    : visibleAt(now);
}
