import type { Db } from '#server/db/database.js';
import { searchTextOf, type ContentRow, type NewContent } from './content-repository.js';

/** Everything staff can change on a content; the id, creation time and view history stay. */
export type ContentChanges = Omit<NewContent, 'id' | 'createdAt' | 'migratedAt' | 'description'> & {
  description: string;
  updatedAt: string;
};

/** Every content for the admin list, newest date first (capped: the screen is not paged). */
export async function listContentsForAdmin(db: Db, limit: number): Promise<ContentRow[]> {
  return db
    .selectFrom('contents')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function updateContent(db: Db, id: string, changes: ContentChanges): Promise<ContentRow> {
  return db
    .updateTable('contents')
    .set({ ...changes, searchText: searchTextOf(changes.title, changes.description) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Favorites, history and view events go with it (foreign keys, ON DELETE CASCADE). */
export async function deleteContent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('contents').where('id', '=', id).execute();
}
