import { dayKey, zonedInstant } from '#shared/business-time.js';
import { addDays } from '#shared/live-schedule.js';
import { businessTimeZone } from '#web/lib/format-date';

// Choosing 予約 never offers a moment the server would refuse as past: a day and time not yet
// chosen, or already gone, become 07:00 on a day still to come.

/** The first 07:00 still to come (business time): today's, or tomorrow's once it has passed. */
export function firstMorning(now: Date, timeZone: string = businessTimeZone): string {
  const today = dayKey(now, timeZone);
  return zonedInstant(today, '07:00', timeZone) > now ? today : addDays(today, 1);
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^\d{2}:\d{2}$/;

/**
 * On choosing 予約: the day and time she had, when both are filled in and still to come; otherwise
 * the first 07:00 still to come.
 */
export function scheduleMoment(
  chosen: { date: string; time: string },
  now: Date,
  timeZone: string = businessTimeZone,
): { date: string; time: string } {
  const { date, time } = chosen;
  const filled = dayPattern.test(date) && timePattern.test(time);
  if (filled && zonedInstant(date, time, timeZone) > now) return chosen;
  return { date: firstMorning(now, timeZone), time: '07:00' };
}
