import { dayKey, zonedTime } from '#shared/business-time.js';
import type { ProgramInput } from '#shared/checks/program-checks.js';
import { publicSince, scheduledInstant } from '../contents/content-publishing.js';
import { publishingState, visibleAt, type Publishable } from '../contents/content-visibility.js';

// What staff's state choice stores for a program, as for a content
// (docs/decisions/0019-scheduled-posts.md), without a 公開日: a program has no day of its own.
// - 公開: shows now; already public, it keeps the moment it went public.
// - 予約: shows from 予約日 + 予約時刻 in the business zone, which must still be ahead.
// - 下書き: shows to no member; published_at is kept, unused.

type Context = { now: Date; timeZone: string; before?: Publishable | undefined };

type PublishingInput = Partial<Pick<ProgramInput, 'state' | 'publishDate' | 'publishTime'>>;

/**
 * The state (and a 予約's day and time) an input means, for the shared check: an edit that names
 * no state (an older tab, an API client) keeps the stored one; a new program without one is 公開.
 */
export function publishingOfInput(input: PublishingInput, context: Context) {
  const { before, now, timeZone } = context;
  if (input.state !== undefined) return { ...input, state: input.state };
  if (!before) return { state: 'published' as const };
  const at = new Date(before.publishedAt);
  return {
    state: publishingState(before, now),
    publishDate: dayKey(at, timeZone),
    publishTime: zonedTime(at, timeZone),
  };
}

export function programPublishingOf(input: PublishingInput, context: Context): Publishable {
  const { now, timeZone, before } = context;
  if (input.state === undefined && before) return { status: before.status, publishedAt: before.publishedAt };
  if (input.state === 'draft') return { status: 'draft', publishedAt: before?.publishedAt ?? visibleAt(now) };
  if (input.state === 'scheduled') {
    const publishedAt = scheduledInstant(input.publishDate ?? '', input.publishTime ?? '', now, timeZone);
    return { status: 'published', publishedAt };
  }
  return { status: 'published', publishedAt: publicSince(before, now) };
}
