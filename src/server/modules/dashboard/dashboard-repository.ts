import type { Db } from '#server/db/database.js';

export async function countMembers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Members who signed in at or after `since` (an ISO instant). */
export async function countMembersSignedInSince(db: Db, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('lastLoginAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}
