import type { Db } from '#server/db/database.js';
import type { UserRow } from '../users/user-repository.js';

/** Every member for the admin list, newest first (capped: the screen is not paged). */
export async function listMembersForAdmin(db: Db, limit: number): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('createdAt', 'desc').limit(limit).execute();
}
