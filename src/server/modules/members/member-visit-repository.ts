import { dayKey } from '#shared/business-time.js';
import type { Db } from '#server/db/database.js';

/**
 * A member came (signed in, or her session was touched, at most every 10 minutes): her last
 * visit moves on and the business day is kept for the weekly active members (issue 22).
 */
export async function recordMemberVisit(db: Db, userId: string, now: Date, timeZone: string): Promise<void> {
  await db.updateTable('users').set({ lastVisitAt: now.toISOString() }).where('id', '=', userId).execute();
  await db
    .insertInto('memberVisitDays')
    .values({ userId, day: dayKey(now, timeZone) })
    .onConflict((conflict) => conflict.columns(['userId', 'day']).doNothing())
    .execute();
}
