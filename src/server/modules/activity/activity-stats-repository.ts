import { dayKey, startOfZonedDay } from '#shared/business-time.js';
import { currentStreak, daysEndingAt } from '#shared/streaks.js';
import type { Db } from '#server/db/database.js';

/** A streak of this many days or more counts for the staff dashboard. */
const dashboardStreakDays = 3;

/**
 * The staff dashboard's keep-going figures (issue 12), in business days (APP_TIMEZONE), of members
 * only (staff trying the site out are not counted): members
 * who did anything (a view, a video played, a やったよ) in the 7 days ending today; やったよ per
 * day over the 30 days ending today; members whose current streak is 3 days or more.
 */
export async function keepGoingFigures(db: Db, now: Date, timeZone: string) {
  const today = dayKey(now, timeZone);
  const week = daysEndingAt(today, 7);
  // Progress rows carry instants: the week starts at 00:00 of its first business day.
  const [year, month, day] = week[0]!.split('-').map(Number) as [number, number, number];
  const weekStart = startOfZonedDay(year, month, day, timeZone);
  const thirtyDays = daysEndingAt(today, 30);
  // A current streak of 3 is decided by the last 4 days: today may still be empty.
  const streakWindow = daysEndingAt(today, dashboardStreakDays + 1);

  const [viewers, players, doers, perDay, recent] = await Promise.all([
    // Views are counted per day without names; a member's own history keeps when she last opened each content.
    db
      .selectFrom('viewHistory')
      .innerJoin('users', 'users.id', 'viewHistory.userId')
      .where('users.staffRole', 'is', null)
      .select('viewHistory.userId')
      .distinct()
      .where('viewedAt', '>=', weekStart.toISOString())
      .execute(),
    db
      .selectFrom('watchProgress')
      .innerJoin('users', 'users.id', 'watchProgress.userId')
      .where('users.staffRole', 'is', null)
      .select('watchProgress.userId')
      .distinct()
      .where('watchProgress.updatedAt', '>=', weekStart.toISOString())
      .execute(),
    db
      .selectFrom('activityLog')
      .innerJoin('users', 'users.id', 'activityLog.userId')
      .where('users.staffRole', 'is', null)
      .select('activityLog.userId')
      .distinct()
      .where('day', '>=', week[0]!)
      .execute(),
    db
      .selectFrom('activityLog')
      .innerJoin('users', 'users.id', 'activityLog.userId')
      .where('users.staffRole', 'is', null)
      .select((eb) => ['day', eb.fn.countAll<number>().as('count')])
      .where('day', '>=', thirtyDays[0]!)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('activityLog')
      .innerJoin('users', 'users.id', 'activityLog.userId')
      .where('users.staffRole', 'is', null)
      .select(['activityLog.userId', 'day'])
      .distinct()
      .where('day', '>=', streakWindow[0]!)
      .execute(),
  ]);

  const active = new Set([...viewers, ...players, ...doers].map((row) => row.userId));
  const countByDay = new Map(perDay.map((row) => [row.day, Number(row.count)]));
  const daysByMember = new Map<string, string[]>();
  for (const { userId, day } of recent) daysByMember.set(userId, [...(daysByMember.get(userId) ?? []), day]);
  const streakMembers = [...daysByMember.values()].filter(
    (days) => currentStreak(days, today) >= dashboardStreakDays,
  ).length;

  return {
    activeLast7Days: active.size,
    donePerDay: thirtyDays.map((date) => ({ day: date, count: countByDay.get(date) ?? 0 })),
    streakMembers,
  };
}
