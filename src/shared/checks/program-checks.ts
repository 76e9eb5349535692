import { isValidDay } from '../business-time.js';
import { copy } from '../copy.js';
import { programLimits } from '../programs.js';
import type { PublishingState } from '../schemas/publishing.js';
import { isValidTime } from './content-checks.js';
import { isBlank, type FieldProblem } from './field-problem.js';

// A program as staff build it on the admin screen (issue 13): each entry of `days` is one day's
// content ids, in order.

export type ProgramInput = {
  title: string;
  description: string;
  coverKey: string | null;
  /** 下書き, 予約 (on publishDate at publishTime, business time) or 公開. */
  state: PublishingState;
  /** YYYY-MM-DD and HH:MM, for 予約. */
  publishDate?: string | undefined;
  publishTime?: string | undefined;
  days: string[][];
};

export const programFields = [
  'title',
  'description',
  'publishDate',
  'publishTime',
  'dayCount',
  'days',
] as const;
export type ProgramField = (typeof programFields)[number];

const text = copy.programs.admin;

/** The first problem, from the top of the form; null when the program can be saved. */
export function programProblem(input: ProgramInput): FieldProblem<ProgramField> | null {
  if (isBlank(input.title)) return { field: 'title', message: text.titleMissing };
  if (input.title.trim().length > programLimits.maxTitleLength)
    return { field: 'title', message: text.titleTooLong };
  if (input.description.trim().length > programLimits.maxDescriptionLength)
    return { field: 'description', message: text.descriptionTooLong };
  // Whether the time is still ahead is the server's to say, by its clock (program-publishing.ts).
  if (input.state === 'scheduled' && !isValidDay(input.publishDate ?? ''))
    return { field: 'publishDate', message: copy.publishing.dateInvalid };
  if (input.state === 'scheduled' && !isValidTime(input.publishTime ?? ''))
    return { field: 'publishTime', message: copy.publishing.timeInvalid };
  const count = input.days.length;
  if (count < programLimits.minDays || count > programLimits.maxDays)
    return { field: 'dayCount', message: text.dayCountInvalid };
  for (const [index, contentIds] of input.days.entries()) {
    const day = index + 1;
    if (contentIds.length > programLimits.maxContentsPerDay)
      return { field: 'days', message: text.dayTooMany(day) };
    if (new Set(contentIds).size !== contentIds.length)
      return { field: 'days', message: text.dayDuplicate(day) };
    // A draft may keep empty days while staff build it; members only ever see complete days.
    if (input.state !== 'draft' && contentIds.length === 0)
      return { field: 'days', message: text.dayEmpty(day) };
  }
  return null;
}
