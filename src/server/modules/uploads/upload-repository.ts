import type { Db } from '#server/db/database.js';

/*
 * Every stored upload is either pending (a row here, since it was stored) or taken by a saved
 * content (its thumbnail, or an image in its article). A save takes its uploads in the same
 * transaction that writes the content; the sweep removes only a pending upload that is old and
 * that no content shows, in one statement. Whichever comes first, the other sees it.
 */

/** Recorded before the file is stored, so no stored file is ever untracked. */
export async function recordPendingUpload(db: Db, key: string, now: Date): Promise<void> {
  await db.insertInto('pendingUploads').values({ key, createdAt: now.toISOString() }).execute();
}

/** The contents that show the upload, as their thumbnail or in their article. */
function contentsShowing(db: Db, key: string) {
  // LIKE's wildcards in a key could only make it look used, never unused.
  return db
    .selectFrom('contents')
    .select('id')
    .where((eb) => eb.or([eb('thumbnail', '=', key), eb('body', 'like', `%/uploads/${key}%`)]));
}

export async function isUploadInUse(db: Db, key: string): Promise<boolean> {
  return (await contentsShowing(db, key).executeTakeFirst()) !== undefined;
}

/**
 * Takes the uploads a content about to be saved shows, so the sweep leaves them alone. Returns
 * the keys that are neither pending nor shown by another content: their files are gone (the
 * sweep removed them) or never were, and the content must not be saved with them.
 */
export async function takeUploads(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const taken = await db.deleteFrom('pendingUploads').where('key', 'in', keys).returning('key').execute();
  const takenKeys = new Set(taken.map((row) => row.key));
  const missing: string[] = [];
  for (const key of new Set(keys)) {
    if (!takenKeys.has(key) && !(await isUploadInUse(db, key))) missing.push(key);
  }
  return missing;
}

/** Pending uploads stored before `before`, oldest first. */
export async function pendingUploadsStoredBefore(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('pendingUploads')
    .select('key')
    .where('createdAt', '<', before.toISOString())
    .orderBy('createdAt')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/**
 * Forgets a pending upload stored before `before` that no content shows, and says whether it did:
 * then, and only then, its file may go. The check and the delete are one statement, so a save
 * taking the upload at the same moment either comes first (nothing is forgotten) or finds it gone.
 */
export async function forgetUnusedUpload(db: Db, key: string, before: Date): Promise<boolean> {
  const forgotten = await db
    .deleteFrom('pendingUploads')
    .where('key', '=', key)
    .where('createdAt', '<', before.toISOString())
    .where((eb) => eb.not(eb.exists(contentsShowing(db, key))))
    .returning('key')
    .executeTakeFirst();
  return forgotten !== undefined;
}

/** Forgets a pending upload (a content shows it, or its file could not be stored). */
export async function forgetPendingUpload(db: Db, key: string): Promise<void> {
  await db.deleteFrom('pendingUploads').where('key', '=', key).execute();
}
