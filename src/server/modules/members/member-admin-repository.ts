import type { Db } from '#server/db/database.js';
import { noAdminLost } from '../users/admin-remains.js';
import type { UserRow } from '../users/user-repository.js';

/** Every member for the admin list, newest first (capped: the screen is not paged). */
export async function listMembersForAdmin(db: Db, limit: number): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('createdAt', 'desc').limit(limit).execute();
}

/**
 * Makes a member admin or not. Taking the role away only happens while another admin remains,
 * checked in the same statement, so two admins removing each other at the same moment cannot
 * both succeed. Undefined when it was refused (the last admin) or the member is gone.
 */
export async function setAdminRole(
  db: Db,
  userId: string,
  isAdmin: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  let update = db
    .updateTable('users')
    .set({ isAdmin: isAdmin ? 1 : 0, updatedAt: now.toISOString() })
    .where('id', '=', userId);
  if (!isAdmin) {
    // A member who is no admin may always be "made" no admin; an admin only while another remains.
    update = update.where(noAdminLost(userId));
  }
  return update.returningAll().executeTakeFirst();
}
