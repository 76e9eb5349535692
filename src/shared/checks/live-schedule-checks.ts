import { copy } from '../copy.js';
import { isValidTime, liveTiming } from '../live-schedule.js';
import type { FieldProblem } from './field-problem.js';

// The weekly live lesson's schedule, as staff set it on the admin screen (issue 10).

export type LiveScheduleInput = { weekday: number; startTime: string; durationMinutes: number };

export const liveScheduleFields = ['weekday', 'startTime', 'durationMinutes'] as const;
export type LiveScheduleField = (typeof liveScheduleFields)[number];

/** The first problem, from the top of the form; null when the schedule can be saved. */
export function liveScheduleProblem(input: LiveScheduleInput): FieldProblem<LiveScheduleField> | null {
  if (!Number.isInteger(input.weekday) || input.weekday < 0 || input.weekday > 6)
    return { field: 'weekday', message: copy.live.admin.weekdayInvalid };
  if (!isValidTime(input.startTime)) return { field: 'startTime', message: copy.admin.settings.timeInvalid };
  const { durationMinutes } = input;
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < liveTiming.minDurationMinutes ||
    durationMinutes > liveTiming.maxDurationMinutes
  )
    return { field: 'durationMinutes', message: copy.live.admin.durationInvalid };
  return null;
}
