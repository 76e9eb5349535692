import { copy } from '../copy.js';
import { isValidDay } from '../business-time.js';
import { isValidTime, weekdayOf } from '../live-schedule.js';
import type { FieldProblem } from './field-problem.js';

// A change to the weekly rhythm: a regular date called off (お休み) or a one-off lesson (特別回).

export type LiveExceptionInput = {
  kind: 'cancel' | 'extra';
  /** YYYY-MM-DD, a business date. */
  date: string;
  /** HH:MM for a one-off lesson; ignored for a cancellation. */
  startTime: string;
};

export const liveExceptionFields = ['date', 'startTime'] as const;
export type LiveExceptionField = (typeof liveExceptionFields)[number];

type Context = {
  /** Today's business date: nothing before it can be changed. */
  today: string;
  /** The weekday of the regular lesson (0 = Sunday), which only a cancellation must fall on. */
  weekday: number;
};

/** The first problem; null when the exception can be saved (the server also refuses duplicates). */
export function liveExceptionProblem(
  input: LiveExceptionInput,
  { today, weekday }: Context,
): FieldProblem<LiveExceptionField> | null {
  if (!isValidDay(input.date)) return { field: 'date', message: copy.live.admin.dateInvalid };
  if (input.date < today) return { field: 'date', message: copy.live.admin.pastDate };
  if (input.kind === 'cancel' && weekdayOf(input.date) !== weekday) {
    const name = copy.admin.settings.weekdays[weekday] ?? '';
    return { field: 'date', message: copy.live.admin.notLessonDay(name) };
  }
  if (input.kind === 'extra' && !isValidTime(input.startTime))
    return { field: 'startTime', message: copy.admin.settings.timeInvalid };
  return null;
}
