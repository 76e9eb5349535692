import { sql, type RawBuilder } from 'kysely';
import { currentStreak, longestStreak, addDays } from '#shared/streaks.js';
import type { Db } from '#server/db/database.js';
import { activeDaysOf } from './activity-repository.js';

// Each member's row carries her latest やったよ day, the run of days in a row ending on it and
// her longest run (issue 22), so that 10,000 members sort by current streak in one query instead
// of every member's days being read and counted at each request. The counting stays in
// src/shared/streaks.ts; this file only stores its answers whenever her やったよ change.

/** Counts her runs again from her やったよ days and stores them on her row. */
export async function refreshDoneRuns(db: Db, userId: string): Promise<void> {
  const days = await activeDaysOf(db, userId);
  const lastDay = days.at(-1) ?? null;
  await db
    .updateTable('users')
    .set({
      lastDoneDay: lastDay,
      doneRunDays: lastDay ? currentStreak(days, lastDay) : 0,
      longestDoneRun: longestStreak(days),
    })
    .where('id', '=', userId)
    .execute();
}

/** Runs the migration could not count (it knows no streak rule): done once, at start. */
export async function fillMissingDoneRuns(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('lastDoneDay', 'is not', null)
    .where('doneRunDays', 'is', null)
    .execute();
  for (const row of rows) await refreshDoneRuns(db, row.id);
}

/**
 * Her current streak on `today`, as currentStreak() counts it, from the stored run: the run
 * ending on her latest day still counts while that day is today or yesterday (today is not over).
 */
export function currentStreakOf(today: string): RawBuilder<number> {
  return sql<number>`case when ${sql.ref('users.lastDoneDay')} >= ${addDays(today, -1)} then coalesce(${sql.ref('users.doneRunDays')}, 0) else 0 end`;
}

/** Her longest streak as stored (0 when none). */
export const longestStreakOf = sql<number>`coalesce(${sql.ref('users.longestDoneRun')}, 0)`;
