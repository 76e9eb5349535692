import { dayKey, zonedParts } from './business-time.js';

// The weekly live lesson as pure arithmetic: the schedule and staff's exceptions in, the lessons
// and the card's state out. Wall-clock times are in the business time zone; instants are Dates.
// Nothing here reads the machine's own zone or clock, so server and tests agree everywhere.

export const liveTiming = {
  /** The join button shows from this long before the start until the end. */
  joinOpensMinutesBefore: 15,
  /** The countdown runs in the last 24 hours before the start. */
  countdownHoursBefore: 24,
  /** After a lesson, the card says it has ended for this long. */
  endedShownHours: 24,
  defaultDurationMinutes: 60,
  minDurationMinutes: 10,
  maxDurationMinutes: 240,
  /** The reminder mail goes out the day before, at this business time. */
  reminderTime: '12:00',
} as const;

export type LiveSchedule = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** HH:MM */
  startTime: string;
  durationMinutes: number;
};

/** Staff's changes to the weekly rhythm: a regular date that is off, or a one-off lesson. */
export type LiveException =
  { kind: 'cancel'; date: string } | { kind: 'extra'; date: string; startTime: string };

export type LiveOccurrence = {
  /** The business date of the start, YYYY-MM-DD. */
  date: string;
  /** HH:MM as scheduled (the wall clock may skip it on a DST night; startsAt is then later). */
  startTime: string;
  startsAt: Date;
  endsAt: Date;
  kind: 'regular' | 'extra';
  /** A regular date staff have called off (お休み). */
  cancelled: boolean;
};

export type LivePhase = 'upcoming' | 'countdown' | 'join' | 'ended';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime(time: string): boolean {
  return timePattern.test(time);
}

function dateParts(date: string): [number, number, number] {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  return match.slice(1).map(Number) as [number, number, number];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Calendar arithmetic on YYYY-MM-DD, no time zone involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  const value = new Date(Date.UTC(year, month - 1, day + days));
  return `${String(value.getUTCFullYear()).padStart(4, '0')}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The wall clock of `instant` in `timeZone`, written as if it were UTC (whole seconds). */
function wallClockOf(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time`. When the clock passes that
 * time twice (autumn), the first; when it skips it (spring), the time is read with the offset from
 * before the jump, as RFC 5545 §3.3.5 does, so 02:30 on a 02:00→03:00 night is 03:30.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = dateParts(date);
  const match = timePattern.exec(time);
  if (!match) throw new Error(`not a time: ${time}`);
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  const offsetBefore = wallClockOf(wall - dayMs, timeZone) - (wall - dayMs);
  const offsetAfter = wallClockOf(wall + dayMs, timeZone) - (wall + dayMs);
  const fits = [wall - offsetBefore, wall - offsetAfter]
    .filter((instant) => wallClockOf(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? wall - offsetBefore);
}

/** HH:MM of an instant in the zone. */
export function zonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

function occurrence(
  schedule: LiveSchedule,
  date: string,
  startTime: string,
  kind: LiveOccurrence['kind'],
  cancelled: boolean,
  timeZone: string,
): LiveOccurrence {
  const startsAt = zonedInstant(date, startTime, timeZone);
  const endsAt = new Date(startsAt.getTime() + schedule.durationMinutes * minuteMs);
  return { date, startTime, startsAt, endsAt, kind, cancelled };
}

/**
 * Every lesson whose start falls on a business date from `fromDate` to `toDate` (both included),
 * in time order: the weekly ones (cancelled ones marked, not dropped) and the one-offs. A one-off
 * at the very time of a regular lesson that still takes place is the same lesson, listed once.
 */
export function lessonsBetween(
  schedule: LiveSchedule,
  exceptions: readonly LiveException[],
  fromDate: string,
  toDate: string,
  timeZone: string,
): LiveOccurrence[] {
  const cancelled = new Set(exceptions.filter((e) => e.kind === 'cancel').map((e) => e.date));
  const lessons: LiveOccurrence[] = [];
  let date = addDays(fromDate, (schedule.weekday - weekdayOf(fromDate) + 7) % 7);
  for (; date <= toDate; date = addDays(date, 7)) {
    lessons.push(occurrence(schedule, date, schedule.startTime, 'regular', cancelled.has(date), timeZone));
  }
  for (const exception of exceptions) {
    if (exception.kind !== 'extra' || exception.date < fromDate || exception.date > toDate) continue;
    const extra = occurrence(schedule, exception.date, exception.startTime, 'extra', false, timeZone);
    const sameAsRegular = lessons.some(
      (lesson) => !lesson.cancelled && lesson.startsAt.getTime() === extra.startsAt.getTime(),
    );
    if (!sameAsRegular) lessons.push(extra);
  }
  return lessons.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.kind.localeCompare(b.kind));
}

/** How far ahead a next lesson is looked for: past that, everything is called off. */
const lookAheadDays = 371;
const lookBackDays = 14;

/** The next `count` lessons that have not ended, お休み included (for the schedule list). */
export function upcomingLessons(
  schedule: LiveSchedule,
  exceptions: readonly LiveException[],
  now: Date,
  timeZone: string,
  count: number,
): LiveOccurrence[] {
  const today = dayKey(now, timeZone);
  const lessons: LiveOccurrence[] = [];
  // A week at a time, so a short list does not compute a whole year.
  for (let from = addDays(today, -1); lessons.length < count && from <= addDays(today, lookAheadDays);) {
    const to = addDays(from, 27);
    for (const lesson of lessonsBetween(schedule, exceptions, from, to, timeZone)) {
      if (lesson.endsAt.getTime() > now.getTime() && lessons.length < count) lessons.push(lesson);
    }
    from = addDays(to, 1);
  }
  return lessons;
}

/**
 * What the card shows at `now` (epoch milliseconds, so the web app can run it on the instants
 * the server sent): the join window wins, then the countdown, then "it has ended", else upcoming.
 */
export function livePhaseAt(
  next: { startsAt: number; endsAt: number } | null,
  previousEndsAt: number | null,
  now: number,
): LivePhase {
  if (next) {
    if (now >= next.startsAt - liveTiming.joinOpensMinutesBefore * minuteMs && now < next.endsAt)
      return 'join';
    if (now >= next.startsAt - liveTiming.countdownHoursBefore * hourMs && now < next.startsAt)
      return 'countdown';
  }
  if (
    previousEndsAt !== null &&
    now >= previousEndsAt &&
    now < previousEndsAt + liveTiming.endedShownHours * hourMs
  )
    return 'ended';
  return 'upcoming';
}

export type LiveLessonState = {
  phase: LivePhase;
  /** The lesson under way or the next one to come (お休み skipped); null when none in a year. */
  next: LiveOccurrence | null;
  /** The last lesson that has ended (recently: within two weeks). */
  previous: LiveOccurrence | null;
};

/** The heart of the card: which lesson is next, and where `now` stands relative to it. */
export function liveLessonState(
  schedule: LiveSchedule,
  exceptions: readonly LiveException[],
  now: Date,
  timeZone: string,
): LiveLessonState {
  const today = dayKey(now, timeZone);
  const held = lessonsBetween(
    schedule,
    exceptions,
    addDays(today, -lookBackDays),
    addDays(today, lookAheadDays),
    timeZone,
  ).filter((lesson) => !lesson.cancelled);
  const at = now.getTime();
  const next = held.find((lesson) => lesson.endsAt.getTime() > at) ?? null;
  const previous = held.filter((lesson) => lesson.endsAt.getTime() <= at).at(-1) ?? null;
  const phase = livePhaseAt(
    next && { startsAt: next.startsAt.getTime(), endsAt: next.endsAt.getTime() },
    previous ? previous.endsAt.getTime() : null,
    at,
  );
  return { phase, next, previous };
}

/** When the reminder mail for a lesson is due: 12:00 business time the day before. */
export function reminderDueAt(lesson: LiveOccurrence, timeZone: string): Date {
  return zonedInstant(addDays(lesson.date, -1), liveTiming.reminderTime, timeZone);
}

const weekdayMarks = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** "11月25日(水)" */
export function lessonDayLabel(date: string): string {
  const [, month, day] = dateParts(date);
  return `${month}月${day}日(${weekdayMarks[weekdayOf(date)]})`;
}

/** "2026年11月25日(水)" */
export function lessonDayLabelWithYear(date: string): string {
  return `${dateParts(date)[0]}年${lessonDayLabel(date)}`;
}

/** "21:00〜22:00", read on the business wall clock. */
export function lessonTimeLabel(
  lesson: Pick<LiveOccurrence, 'startsAt' | 'endsAt'>,
  timeZone: string,
): string {
  return `${zonedTime(lesson.startsAt, timeZone)}〜${zonedTime(lesson.endsAt, timeZone)}`;
}

/** "11月25日(水) 21:00〜22:00" */
export function lessonLabel(lesson: LiveOccurrence, timeZone: string): string {
  return `${lessonDayLabel(lesson.date)} ${lessonTimeLabel(lesson, timeZone)}`;
}

/** The countdown's numbers: hours and minutes, or minutes and seconds in the last hour. */
export function countdownParts(
  remainingMs: number,
): { unit: 'hours'; hours: number; minutes: number } | { unit: 'minutes'; minutes: number; seconds: number } {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (seconds >= 3600) {
    const minutes = Math.floor(seconds / 60);
    return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  }
  return { unit: 'minutes', minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
