import { addDays } from './live-schedule.js';

// A program's days (issue 13). Day N opens at 00:00 business time N−1 days after she joined;
// days are business-day keys (YYYY-MM-DD), so only calendar arithmetic is needed here.

export const programLimits = {
  minDays: 3,
  maxDays: 60,
  maxContentsPerDay: 3,
  maxTitleLength: 100,
  maxDescriptionLength: 1000,
} as const;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const toUtc = (key: string) =>
    Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** The business day on which day `n` (1-based) opens. */
export function dayOpensOn(startDay: string, n: number): string {
  return addDays(startDay, n - 1);
}

/** How many days are open today: 1 on the joining day, never more than the program has. */
export function openDayCount(startDay: string, today: string, totalDays: number): number {
  return Math.max(0, Math.min(totalDays, daysBetween(startDay, today) + 1));
}

export type DayState = { day: number; opensOn: string; open: boolean; done: boolean };

/**
 * Every day's state. A day is done when each of its contents is done; a day whose contents were
 * all deleted has nothing left to do and counts as done once open.
 */
export function dayStates(
  startDay: string,
  today: string,
  days: readonly (readonly string[])[],
  doneContentIds: ReadonlySet<string>,
): DayState[] {
  const openCount = openDayCount(startDay, today, days.length);
  return days.map((contentIds, index) => {
    const open = index < openCount;
    return {
      day: index + 1,
      opensOn: dayOpensOn(startDay, index + 1),
      open,
      done: open && contentIds.every((id) => doneContentIds.has(id)),
    };
  });
}

export type ProgramProgress = {
  doneDays: number;
  totalDays: number;
  /** The latest open day (今日のメニュー), or null before the first day opens. */
  todayDay: number | null;
  /** Open days before today's that are not done yet: she can catch up. */
  catchUpDays: number;
  finished: boolean;
};

export function programProgress(states: readonly DayState[]): ProgramProgress {
  const open = states.filter((state) => state.open);
  const todayDay = open.length > 0 ? open[open.length - 1]!.day : null;
  const doneDays = states.filter((state) => state.done).length;
  return {
    doneDays,
    totalDays: states.length,
    todayDay,
    catchUpDays: open.filter((state) => !state.done && state.day !== todayDay).length,
    finished: states.length > 0 && doneDays === states.length,
  };
}
