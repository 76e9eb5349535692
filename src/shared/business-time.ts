// Months, days and "end of the month" in the business time zone (APP_TIMEZONE),
// whatever the zone of the machine running the code.

/** The business zone when APP_TIMEZONE is not set. */
export const defaultTimeZone = 'Asia/Tokyo';

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The instant at which the wall clock in `timeZone` shows the given local midnight. */
export function startOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, day);
  const first = wallClock - offsetMs(new Date(wallClock), timeZone);
  // A second pass settles the offset when a DST change falls between guess and answer.
  const second = wallClock - offsetMs(new Date(first), timeZone);
  if (zonedParts(new Date(second), timeZone).day === day) return new Date(second);
  // Where clocks jump forward at midnight, 00:00 does not exist: the day starts at the jump,
  // which the first guess, made with the offset from before the jump, lands on exactly.
  return new Date(first);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "2026-11": the key of the business month containing `instant`. */
export function monthKey(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}`;
}

/** "2026-11-21": the business day containing `instant`. */
export function dayKey(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The last millisecond of the business month containing `instant` (23:59:59.999 local). */
export function endOfMonth(instant: Date, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  const nextMonthYear = p.month === 12 ? p.year + 1 : p.year;
  const nextMonth = p.month === 12 ? 1 : p.month + 1;
  return new Date(startOfZonedDay(nextMonthYear, nextMonth, 1, timeZone).getTime() - 1);
}

export const monthKeyPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month key `offset` months after `key` ("2026-12" + 1 → "2027-01"). */
export function addMonths(key: string, offset: number): string {
  if (!monthKeyPattern.test(key)) throw new Error(`not a month key: ${key}`);
  const [year, month] = key.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day that the calendar has (no 30 February). */
export function isValidDay(day: string): boolean {
  const match = dayPattern.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
}

/** The instant the wall clock in `timeZone` shows `time` (HH:MM) on `day` (YYYY-MM-DD). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, date, hour, minute);
  const first = wallClock - offsetMs(new Date(wallClock), timeZone);
  // As startOfZonedDay: a second pass settles the offset across a DST change.
  return new Date(wallClock - offsetMs(new Date(first), timeZone));
}

/** "07:05": the business wall-clock time of `instant`, to the minute. */
export function zonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}
