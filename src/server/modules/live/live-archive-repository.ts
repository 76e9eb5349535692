import type { Db } from '#server/db/database.js';

/** The content that records the most recent live lesson, if staff have posted one. */
export async function latestLiveArchive(db: Db) {
  return db
    .selectFrom('contents')
    .select(['id', 'title', 'liveLessonDate'])
    .where('liveLessonDate', 'is not', null)
    .orderBy('liveLessonDate', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
