import type { StaffRole } from '#shared/schemas/staff-role.js';
import type { Db } from '#server/db/database.js';
import { lockOwners, noOwnerLost } from '../users/owner-remains.js';
import type { UserRow } from '../users/user-repository.js';

/** Every staff account, オーナー first, then by address. */
export async function listStaff(db: Db): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('staffRole', 'is not', null)
    .orderBy('staffRole', 'desc')
    .orderBy('email')
    .execute();
}

export type StaffChange = UserRow | 'not-staff' | 'last-owner';

/**
 * Gives a staff member another role, or takes her off the staff (`null`: she stays a member).
 * Only staff are changed here (a member becomes staff by accepting an invitation), and never the
 * last オーナー who can sign in: the rule is in the same statement, after the owners are locked.
 */
export async function changeStaffRole(
  db: Db,
  userId: string,
  role: StaffRole | null,
  now: Date,
): Promise<StaffChange> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select('staffRole')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!current?.staffRole) return 'not-staff';
    if (current.staffRole === 'owner') await lockOwners(trx);
    let update = trx
      .updateTable('users')
      .set({ staffRole: role, updatedAt: now.toISOString() })
      .where('id', '=', userId)
      .where('staffRole', 'is not', null);
    // Making someone an オーナー never loses one.
    if (role !== 'owner') update = update.where(noOwnerLost(userId));
    const row = await update.returningAll().executeTakeFirst();
    return row ?? 'last-owner';
  });
}
