import { dayKey, zonedInstant } from '#shared/business-time.js';
import { addDays } from '#shared/live-schedule.js';
import { businessTimeZone } from '#web/lib/format-date';

// A program's 予約 starts at 07:00 on a day still to come, so choosing 予約 never offers a time the
// server would refuse as past.

/** The first 07:00 still to come (business time): today's, or tomorrow's once it has passed. */
export function firstMorning(now: Date, timeZone: string = businessTimeZone): string {
  const today = dayKey(now, timeZone);
  return zonedInstant(today, '07:00', timeZone) > now ? today : addDays(today, 1);
}
