// The やったよ calendar's arithmetic on business days written as "YYYY-MM-DD" (see dayKey in
// business-time.ts). Plain calendar arithmetic: the day keys are already in the business time
// zone, so UTC dates are used only as a calendar that has no daylight saving.

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

function utcOf(day: string): number {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`not a day key: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The day `offset` days after `day` ("2026-12-31" + 1 → "2027-01-01"). */
export function addDays(day: string, offset: number): string {
  return new Date(utcOf(day) + offset * dayMs).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((new Date(utcOf(day)).getUTCDay() + 6) % 7));
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingAt(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(lastDay, index - (count - 1)));
}

/**
 * Days in a row with something done, counted back from today. A day not over yet does not break
 * the run: until she records something today, the run that ended yesterday still counts.
 */
export function currentStreak(activeDays: Iterable<string>, today: string): number {
  const active = new Set(activeDays);
  let day = active.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (active.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/** The longest run of consecutive days with something done. */
export function longestStreak(activeDays: Iterable<string>): number {
  const sorted = [...new Set(activeDays)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of sorted) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

/** The last 7 days (today included, oldest first), each with whether something was done. */
export function lastSevenDays(activeDays: Iterable<string>, today: string): { day: string; done: boolean }[] {
  const active = new Set(activeDays);
  return daysEndingAt(today, 7).map((day) => ({ day, done: active.has(day) }));
}

/** The month's first and last day keys: "2026-02" → ["2026-02-01", "2026-02-28"]. */
export function monthBounds(month: string): [first: string, last: string] {
  const match = monthPattern.exec(month);
  if (!match) throw new Error(`not a month key: ${month}`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).toISOString().slice(0, 10);
  return [`${month}-01`, last];
}

/**
 * The month as calendar weeks starting on Sunday, as Japanese calendars do: each week 7 cells,
 * a day key or null for the cells before the 1st and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [first, last] = monthBounds(month);
  const leading = new Date(utcOf(first)).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
