import type { Db } from '#server/db/database.js';

/**
 * Claims a job for `holdMs` from `now` if no process holds it: true for exactly one of the
 * processes asking at the same time (a single conditional UPDATE on both engines).
 */
export async function claimJob(db: Db, name: string, now: Date, holdMs: number): Promise<boolean> {
  await db
    .insertInto('jobClaims')
    .values({ name, claimedUntil: '' })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('jobClaims')
    .set({ claimedUntil: new Date(now.getTime() + holdMs).toISOString() })
    .where('name', '=', name)
    .where('claimedUntil', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
