import type { NewsSendKind } from '#server/db/schema.js';
import type { Db } from '#server/db/database.js';
import { hashSecretToken } from '#server/secret-token.js';

// Each news mail or push is claimed with a row before it is sent: the primary key (kind, item,
// member, device) lets exactly one app process win, whatever runs at once or starts again later.

export type NewsClaim = { kind: NewsSendKind; itemId: string; userId: string; deviceId: string };

/** True when this call took the claim; false when another process or an earlier round has it. */
export async function claimNewsSend(
  db: Db,
  claim: NewsClaim,
  now: Date,
  stopToken: string | null = null,
): Promise<boolean> {
  try {
    const inserted = await db
      .insertInto('newsSends')
      .values({
        ...claim,
        claimedAt: now.toISOString(),
        sentAt: null,
        stopTokenHash: stopToken === null ? null : hashSecretToken(stopToken),
      })
      .onConflict((conflict) => conflict.columns(['kind', 'itemId', 'userId', 'deviceId']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    return inserted !== undefined;
  } catch (error) {
    // She left (退会) between the list and the claim: nothing to send.
    const stillThere = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', claim.userId)
      .executeTakeFirst();
    if (!stillThere) return false;
    throw error;
  }
}

function claimed(db: Db, claim: NewsClaim) {
  return db
    .updateTable('newsSends')
    .where('kind', '=', claim.kind)
    .where('itemId', '=', claim.itemId)
    .where('userId', '=', claim.userId)
    .where('deviceId', '=', claim.deviceId);
}

export async function markNewsSent(db: Db, claim: NewsClaim, now: Date): Promise<void> {
  await claimed(db, claim).set({ sentAt: now.toISOString() }).execute();
}

/** Nothing went out: give the claim back so the next round tries again. */
export async function releaseNewsSend(db: Db, claim: NewsClaim): Promise<void> {
  await db
    .deleteFrom('newsSends')
    .where('kind', '=', claim.kind)
    .where('itemId', '=', claim.itemId)
    .where('userId', '=', claim.userId)
    .where('deviceId', '=', claim.deviceId)
    .where('sentAt', 'is', null)
    .execute();
}

/** The member and the kind of mail an unsubscribe link was sent with; undefined for one we never sent. */
export async function mailOfStopToken(
  db: Db,
  stopToken: string,
): Promise<{ userId: string; kind: NewsSendKind } | undefined> {
  return db
    .selectFrom('newsSends')
    .select(['userId', 'kind'])
    .where('stopTokenHash', '=', hashSecretToken(stopToken))
    .executeTakeFirst();
}

/** Claims older than this are of no use any more (their items are long past). */
export async function deleteOldNewsSends(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('newsSends').where('claimedAt', '<', before.toISOString()).execute();
}
