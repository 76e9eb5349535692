import { copy } from '../copy.js';
import { programLimits } from '../programs.js';
import { isBlank, type FieldProblem } from './field-problem.js';

// A program as staff build it on the admin screen (issue 13): each entry of `days` is one day's
// content ids, in order.

export type ProgramInput = {
  title: string;
  description: string;
  coverKey: string | null;
  published: boolean;
  days: string[][];
};

export const programFields = ['title', 'description', 'dayCount', 'days'] as const;
export type ProgramField = (typeof programFields)[number];

const text = copy.programs.admin;

/** The first problem, from the top of the form; null when the program can be saved. */
export function programProblem(input: ProgramInput): FieldProblem<ProgramField> | null {
  if (isBlank(input.title)) return { field: 'title', message: text.titleMissing };
  if (input.title.trim().length > programLimits.maxTitleLength)
    return { field: 'title', message: text.titleTooLong };
  if (input.description.trim().length > programLimits.maxDescriptionLength)
    return { field: 'description', message: text.descriptionTooLong };
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
    if (input.published && contentIds.length === 0) return { field: 'days', message: text.dayEmpty(day) };
  }
  return null;
}
