import type { PublishingState } from '#shared/schemas/publishing.js';
import type { Db } from '#server/db/database.js';
import { searchColumnsOf, type ContentRow, type NewContent } from './content-repository.js';

/** Everything staff can change on a content; the id, creation time and view history stay. */
export type ContentChanges = Omit<NewContent, 'id' | 'createdAt' | 'migratedAt' | 'description'> & {
  description: string;
  updatedAt: string;
};

/**
 * Every content for the admin list, newest date first (capped: the screen is not paged);
 * with `state`, only 下書き, 予約 (published, its time still ahead of `now`) or 公開.
 */
export async function listContentsForAdmin(
  db: Db,
  limit: number,
  filter: { state?: PublishingState | undefined; now: Date },
): Promise<ContentRow[]> {
  const now = filter.now.toISOString();
  let query = db.selectFrom('contents').selectAll();
  if (filter.state === 'draft') query = query.where('status', '=', 'draft');
  if (filter.state === 'scheduled') {
    query = query.where('status', '=', 'published').where('publishedAt', '>', now);
  }
  if (filter.state === 'published') {
    query = query.where('status', '=', 'published').where('publishedAt', '<=', now);
  }
  return query
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function updateContent(db: Db, id: string, changes: ContentChanges): Promise<ContentRow> {
  return (
    db
      .updateTable('contents')
      // Saved by staff: a sample is hers now, no longer one to remove with the others.
      .set({ ...changes, ...searchColumnsOf(db, changes), uneditedSample: 0 })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

/** The samples nobody has saved since seeding, for removing them all at once. */
export async function listUneditedSamples(db: Db): Promise<ContentRow[]> {
  return db.selectFrom('contents').selectAll().where('uneditedSample', '=', 1).execute();
}

/** Favorites, history and view events go with it (foreign keys, ON DELETE CASCADE). */
export async function deleteContent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('contents').where('id', '=', id).execute();
}
