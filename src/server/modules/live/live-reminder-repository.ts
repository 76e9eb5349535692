import type { Db } from '#server/db/database.js';
import { hashSecretToken } from '#server/secret-token.js';

// Each reminder is claimed with a row before it is sent: the primary key (member, lesson) lets
// exactly one app process win, whatever runs at the same time or starts again later.

/** True when this call took the claim; false when someone (another process, an earlier run) has it. */
export async function claimReminder(
  db: Db,
  claim: { userId: string; lessonStartsAt: string; stopToken: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('liveReminderSends')
    .values({
      userId: claim.userId,
      lessonStartsAt: claim.lessonStartsAt,
      claimedAt: claim.now.toISOString(),
      sentAt: null,
      stopTokenHash: hashSecretToken(claim.stopToken),
    })
    .onConflict((conflict) => conflict.columns(['userId', 'lessonStartsAt']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function markReminderSent(
  db: Db,
  userId: string,
  lessonStartsAt: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('liveReminderSends')
    .set({ sentAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('lessonStartsAt', '=', lessonStartsAt)
    .execute();
}

/** The mail could not be handed over: give the claim back so the next round tries again. */
export async function releaseReminderClaim(db: Db, userId: string, lessonStartsAt: string): Promise<void> {
  await db
    .deleteFrom('liveReminderSends')
    .where('userId', '=', userId)
    .where('lessonStartsAt', '=', lessonStartsAt)
    .where('sentAt', 'is', null)
    .execute();
}

/** The member a stop link was sent to, or undefined for a link we never sent. */
export async function memberOfStopToken(db: Db, stopToken: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('liveReminderSends')
    .select('userId')
    .where('stopTokenHash', '=', hashSecretToken(stopToken))
    .executeTakeFirst();
  return row?.userId;
}

/** Claims of lessons long past are of no use any more. */
export async function deleteOldReminderClaims(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('liveReminderSends').where('lessonStartsAt', '<', before.toISOString()).execute();
}
