import { limits } from '#shared/limits.js';
import type { Db } from '#server/db/database.js';

/**
 * Puts the content at the front of the member's history (a second view moves it, never
 * duplicates it) and keeps only the newest 20 (docs/product.md#viewing-history).
 *
 * Part of counting a view (countView): it runs in that transaction, which holds the member's
 * lock, so two views by one member never trim at the same time and the cap stays exact.
 */
export async function putFirstInHistory(
  trx: Db,
  userId: string,
  contentId: string,
  now: Date,
): Promise<void> {
  const viewedAt = now.toISOString();
  await trx
    .insertInto('viewHistory')
    .values({ userId, contentId, viewedAt })
    .onConflict((conflict) => conflict.columns(['userId', 'contentId']).doUpdateSet({ viewedAt }))
    .execute();
  const newest = trx
    .selectFrom('viewHistory')
    .select('contentId')
    .where('userId', '=', userId)
    .orderBy('viewedAt', 'desc')
    .orderBy('contentId', 'desc')
    .limit(limits.viewHistoryCap);
  await trx
    .deleteFrom('viewHistory')
    .where('userId', '=', userId)
    .where('contentId', 'not in', newest)
    .execute();
}

/** The member's history, newest first: read through view_history_user_viewed_idx. */
export function historyQuery(db: Db, userId: string) {
  return db
    .selectFrom('viewHistory')
    .innerJoin('contents', 'contents.id', 'viewHistory.contentId')
    .selectAll('contents')
    .select('viewHistory.viewedAt as viewedAt')
    .where('viewHistory.userId', '=', userId)
    .orderBy('viewHistory.viewedAt', 'desc')
    .orderBy('viewHistory.contentId', 'desc')
    .limit(limits.viewHistoryCap);
}

export async function listHistory(db: Db, userId: string) {
  return historyQuery(db, userId).execute();
}
