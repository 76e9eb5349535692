import type { Db } from '../../db/database.js';

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

/** Views per business day from `firstDay` (YYYY-MM-DD) on; days without views are absent. */
export async function viewsPerDaySince(db: Db, firstDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('viewEvents')
    .select((eb) => ['day', eb.fn.countAll<number>().as('views')])
    .where('day', '>=', firstDay)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.views)]));
}

/** The most viewed contents from `firstDay` on, most views first (ties by id, so the order is stable). */
export async function mostViewedSince(
  db: Db,
  firstDay: string,
  limit: number,
): Promise<Array<{ id: string; title: string; views: number }>> {
  const rows = await db
    .selectFrom('viewEvents')
    .innerJoin('contents', 'contents.id', 'viewEvents.contentId')
    .select((eb) => ['contents.id as id', 'contents.title as title', eb.fn.countAll<number>().as('views')])
    .where('viewEvents.day', '>=', firstDay)
    .groupBy(['contents.id', 'contents.title'])
    .orderBy('views', 'desc')
    .orderBy('contents.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, views: Number(row.views) }));
}
