import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';

export type StoredPushSubscription = {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * Keeps this device for this member. A device already known (same endpoint) now belongs to her:
 * the browser makes one endpoint per profile, so the last one to subscribe on it is its owner.
 */
export async function saveSubscription(
  db: Db,
  subscription: { userId: string; endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('pushSubscriptions')
    .values({ id: randomUUID(), ...subscription, createdAt: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
      }),
    )
    .execute();
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

export async function listSubscriptions(db: Db): Promise<StoredPushSubscription[]> {
  return db
    .selectFrom('pushSubscriptions')
    .select(['id', 'userId', 'endpoint', 'p256dh', 'auth'])
    .orderBy('id')
    .execute();
}
