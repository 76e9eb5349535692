import { isVisibleTo, visibleAt } from '../contents/content-visibility.js';
import type { Db } from '#server/db/database.js';

// やったよ (issue 12): one row per member, content and business day; the primary key makes a
// second press on the same day a no-op.

type DoneEntry = { userId: string; contentId: string; day: string };

export async function recordDone(db: Db, entry: DoneEntry & { now: Date }): Promise<void> {
  await db
    .insertInto('activityLog')
    .values({
      userId: entry.userId,
      contentId: entry.contentId,
      day: entry.day,
      doneAt: entry.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['userId', 'contentId', 'day']).doNothing())
    .execute();
}

/** Undoes that day's やったよ only: a past day's stays, whatever is sent. */
export async function undoDone(db: Db, entry: DoneEntry): Promise<void> {
  await db
    .deleteFrom('activityLog')
    .where('userId', '=', entry.userId)
    .where('contentId', '=', entry.contentId)
    .where('day', '=', entry.day)
    .execute();
}

export async function isDone(db: Db, entry: DoneEntry): Promise<boolean> {
  const row = await db
    .selectFrom('activityLog')
    .select('day')
    .where('userId', '=', entry.userId)
    .where('contentId', '=', entry.contentId)
    .where('day', '=', entry.day)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every day she did something, oldest first (for the streaks). */
export async function activeDaysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activityLog')
    .select('day')
    .distinct()
    .where('userId', '=', userId)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** What she did between two days (both included), by day, in the order she did it. */
export async function doneBetween(db: Db, userId: string, first: string, last: string, now: Date) {
  return (
    db
      .selectFrom('activityLog')
      .innerJoin('contents', 'contents.id', 'activityLog.contentId')
      .select(['activityLog.day as day', 'contents.id as id', 'contents.title as title'])
      .where('activityLog.userId', '=', userId)
      // Her record keeps the day, but a content members cannot see now does not lend its title.
      .where(isVisibleTo(visibleAt(now)))
      .where('activityLog.day', '>=', first)
      .where('activityLog.day', '<=', last)
      .orderBy('activityLog.day')
      .orderBy('activityLog.doneAt')
      .orderBy('contents.id')
      .execute()
  );
}
