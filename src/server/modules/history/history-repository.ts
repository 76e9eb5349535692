import type { Db } from '#server/db/database.js';
import { visibleCardColumns } from '#server/modules/contents/content-repository.js';
import { keptHistory } from '#server/modules/contents/view-count-repository.js';

/** The member's history with its contents: read through view_history_user_viewed_idx. */
export function historyQuery(db: Db, userId: string) {
  return keptHistory(db, userId)
    .innerJoin('contents', 'contents.id', 'viewHistory.contentId')
    .select(visibleCardColumns)
    .select('viewHistory.viewedAt as viewedAt');
}

export async function listHistory(db: Db, userId: string) {
  return historyQuery(db, userId).execute();
}
