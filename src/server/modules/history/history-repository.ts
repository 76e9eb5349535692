import { limits } from '#shared/limits.js';
import type { Db } from '#server/db/database.js';

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
