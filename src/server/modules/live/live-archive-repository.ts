import { isVisibleTo } from '../contents/content-visibility.js';
import type { Db } from '#server/db/database.js';

/** The content that records the most recent live lesson, if staff have posted one. */
export async function latestLiveArchive(db: Db, visibleAt: string) {
  return (
    db
      .selectFrom('contents')
      .select(['id', 'title', 'liveLessonDate'])
      .where('liveLessonDate', 'is not', null)
      // Members' view: a draft or scheduled archive is not linked before it is public.
      .where(isVisibleTo(visibleAt))
      .orderBy('liveLessonDate', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}
