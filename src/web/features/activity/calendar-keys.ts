import { addMonths } from '#shared/business-time.js';
import { addDays, monthBounds } from '#shared/streaks.js';

/**
 * Where a key moves the focus in the month calendar (the WAI-ARIA date grid): arrows by a day or
 * a week, Home and End to the start and end of the week (Sunday … Saturday), Page Up and Page Down
 * to the same day of the previous and next month (or its last day). null: not one of our keys.
 * The day reached may be in another month; the calendar then shows that month.
 */
export function dayForKey(key: string, day: string): string | null {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return sameDayIn(addMonths(day.slice(0, 7), -1), day);
    case 'PageDown':
      return sameDayIn(addMonths(day.slice(0, 7), 1), day);
    default:
      return null;
  }
}

function sameDayIn(month: string, day: string): string {
  const [, last] = monthBounds(month);
  const candidate = `${month}-${day.slice(8, 10)}`;
  return candidate > last ? last : candidate;
}
