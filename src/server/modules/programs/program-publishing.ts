import type { ProgramInput } from '#shared/checks/program-checks.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { publicSince, scheduledInstant } from '../contents/content-publishing.js';
import { publishingState, visibleAt, type Publishable } from '../contents/content-visibility.js';

// What staff's state choice stores for a program, as for a content
// (docs/decisions/0019-scheduled-posts.md), without a 公開日: a program has no day of its own.
// - 公開: shows now; already public, it keeps the moment it went public.
// - 予約: shows from 予約日 + 予約時刻 in the business zone, which must still be ahead.
// - 下書き: shows to no member; published_at is kept, unused.

type Context = { now: Date; timeZone: string; before?: Publishable | undefined };

/** The state an input means: an edit that names none keeps the stored one (an older tab, an API client). */
export function stateOfInput(state: PublishingState | undefined, context: Context): PublishingState {
  if (state !== undefined) return state;
  return context.before ? publishingState(context.before, context.now) : 'published';
}

export function programPublishingOf(
  input: Partial<Pick<ProgramInput, 'state' | 'publishDate' | 'publishTime'>>,
  context: Context,
): Publishable {
  const { now, timeZone, before } = context;
  if (input.state === undefined && before) return { status: before.status, publishedAt: before.publishedAt };
  if (input.state === 'draft') return { status: 'draft', publishedAt: before?.publishedAt ?? visibleAt(now) };
  if (input.state === 'scheduled') {
    const publishedAt = scheduledInstant(input.publishDate ?? '', input.publishTime ?? '', now, timeZone);
    return { status: 'published', publishedAt };
  }
  return { status: 'published', publishedAt: publicSince(before, now) };
}
