import type { PushReminderKind } from '#shared/push-reminder.js';
import type { Db } from '#server/db/database.js';

// Each push is claimed with a row before it is sent: the primary key (device, lesson, kind) lets
// exactly one app process win, whatever runs at the same time or starts again later.

type Claim = { subscriptionId: string; lessonStartsAt: string; kind: PushReminderKind };

/**
 * True when this call took the claim; false when someone (another process, an earlier run) has it,
 * or when the device was forgotten meanwhile (another process heard 404/410 for it).
 */
export async function claimPushReminder(db: Db, claim: Claim, now: Date): Promise<boolean> {
  try {
    const inserted = await db
      .insertInto('pushReminderSends')
      .values({ ...claim, claimedAt: now.toISOString(), sentAt: null })
      .onConflict((conflict) => conflict.columns(['subscriptionId', 'lessonStartsAt', 'kind']).doNothing())
      .returning('subscriptionId')
      .executeTakeFirst();
    return inserted !== undefined;
  } catch (error) {
    const stillThere = await db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('id', '=', claim.subscriptionId)
      .executeTakeFirst();
    if (!stillThere) return false;
    throw error;
  }
}

export async function markPushReminderSent(db: Db, claim: Claim, now: Date): Promise<void> {
  await db
    .updateTable('pushReminderSends')
    .set({ sentAt: now.toISOString() })
    .where('subscriptionId', '=', claim.subscriptionId)
    .where('lessonStartsAt', '=', claim.lessonStartsAt)
    .where('kind', '=', claim.kind)
    .execute();
}

/** The push service could not be reached: give the claim back so the next round tries again. */
export async function releasePushReminderClaim(db: Db, claim: Claim): Promise<void> {
  await db
    .deleteFrom('pushReminderSends')
    .where('subscriptionId', '=', claim.subscriptionId)
    .where('lessonStartsAt', '=', claim.lessonStartsAt)
    .where('kind', '=', claim.kind)
    .where('sentAt', 'is', null)
    .execute();
}
