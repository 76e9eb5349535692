import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.js';

export type StoredPushSubscription = {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** Devices kept per member; a new one beyond this pushes out her oldest. */
export const subscriptionsPerMember = 10;

/**
 * Keeps this device for this member; false when the endpoint is another member's device and the
 * keys sent are not that device's. The browser makes one endpoint per profile, so whoever
 * subscribes on it with its keys is its owner now; an endpoint alone (seen in a log, guessed) must
 * not take someone's reminders away. Her oldest devices beyond subscriptionsPerMember are dropped.
 */
export async function saveSubscription(
  db: Db,
  subscription: { userId: string; endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<boolean> {
  const { userId, p256dh, auth } = subscription;
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('pushSubscriptions')
      .values({ id: randomUUID(), ...subscription, createdAt: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column('endpoint')
          .doUpdateSet({ userId, p256dh, auth, createdAt: now.toISOString() })
          .where((eb) =>
            eb.or([
              eb('pushSubscriptions.userId', '=', userId),
              eb.and([eb('pushSubscriptions.p256dh', '=', p256dh), eb('pushSubscriptions.auth', '=', auth)]),
            ]),
          ),
      )
      .returning('id')
      .executeTakeFirst();
    if (!saved) return false;
    const othersKept = trx
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', userId)
      .where('id', '!=', saved.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(subscriptionsPerMember - 1);
    await trx
      .deleteFrom('pushSubscriptions')
      .where('userId', '=', userId)
      .where('id', '!=', saved.id)
      .where('id', 'not in', (eb) => eb.selectFrom(othersKept.as('newest')).select('newest.id'))
      .execute();
    return true;
  });
}

/** She turned it off on this device, or signed out on it. Only her own device can be removed. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** The push service says this endpoint is gone (404/410). */
export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export async function hasSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const row = await db
    .selectFrom('pushSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

/** Her devices go when staff disable her account. */
export async function deleteSubscriptionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute();
}

/** The devices to remind: never a disabled member's (her devices also go when she is disabled). */
export async function listSubscriptions(db: Db): Promise<StoredPushSubscription[]> {
  return db
    .selectFrom('pushSubscriptions')
    .innerJoin('users', 'users.id', 'pushSubscriptions.userId')
    .select([
      'pushSubscriptions.id as id',
      'pushSubscriptions.userId as userId',
      'pushSubscriptions.endpoint as endpoint',
      'pushSubscriptions.p256dh as p256dh',
      'pushSubscriptions.auth as auth',
    ])
    .where('users.disabledAt', 'is', null)
    .orderBy('pushSubscriptions.id')
    .execute();
}
