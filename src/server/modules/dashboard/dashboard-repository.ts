import type { Db } from '#server/db/database.js';

// The dashboard counts the people the site is for: staff accounts (staff_role) are not members here.

export async function countMembers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('staffRole', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Members who signed in at or after `since` (an ISO instant). */
export async function countMembersSignedInSince(db: Db, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('staffRole', 'is', null)
    .where('lastLoginAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}
