import type { Db } from '#server/db/database.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const keyId = 'vapid';

/**
 * This install's VAPID keys, made on the first call ever. Several processes starting at once may
 * each make a pair; the first insert wins and every process reads that one back.
 */
export async function ensureVapidKeys(db: Db, now: Date): Promise<VapidKeys> {
  const existing = await readVapidKeys(db);
  if (existing) return existing;
  // Loaded only here and when sending, so a start with keys already made does not pay for it.
  const { default: webPush } = await import('web-push');
  const made = webPush.generateVAPIDKeys();
  await db
    .insertInto('pushKeys')
    .values({
      id: keyId,
      publicKey: made.publicKey,
      privateKey: made.privateKey,
      createdAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await readVapidKeys(db);
  if (!stored) throw new Error('VAPID keys could not be stored');
  return stored;
}

async function readVapidKeys(db: Db): Promise<VapidKeys | undefined> {
  return db
    .selectFrom('pushKeys')
    .select(['publicKey', 'privateKey'])
    .where('id', '=', keyId)
    .executeTakeFirst();
}
