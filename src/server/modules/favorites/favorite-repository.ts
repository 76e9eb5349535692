import type { Db } from '#server/db/database.js';
import { visibleCardColumns } from '../contents/content-repository.js';

/** Adding a favorite twice is a no-op success (docs/product.md#favorites). */
export async function addFavorite(db: Db, userId: string, contentId: string, now: Date): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ userId, contentId, addedAt: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['userId', 'contentId']).doNothing())
    .execute();
}

/** Removing one that is not there is a no-op success too. */
export async function removeFavorite(db: Db, userId: string, contentId: string): Promise<void> {
  await db.deleteFrom('favorites').where('userId', '=', userId).where('contentId', '=', contentId).execute();
}

/**
 * Newest first, read through favorites_user_added_idx; bounded so one member's list can never
 * grow a response without end.
 */
export function favoritesQuery(db: Db, userId: string, limit = 500) {
  return db
    .selectFrom('favorites')
    .innerJoin('contents', 'contents.id', 'favorites.contentId')
    .select(visibleCardColumns)
    .select('favorites.addedAt as addedAt')
    .where('favorites.userId', '=', userId)
    .orderBy('favorites.addedAt', 'desc')
    .orderBy('favorites.contentId', 'desc')
    .limit(limit);
}

export async function listFavorites(db: Db, userId: string) {
  return favoritesQuery(db, userId).execute();
}
