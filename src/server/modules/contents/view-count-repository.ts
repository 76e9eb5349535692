import { dayKey } from '../../../shared/business-time.js';
import type { Db } from '../../db/database.js';

/** A session's view of a content counts once in this long (docs/decisions/0012-access-hardening.md). */
const viewWindowMs = 30 * 60 * 1000;

/**
 * Claims the view for counting: true when this session has not had a view of this content
 * counted in the window. One statement, so views sent at the same moment count once.
 */
async function claimView(db: Db, sessionId: string, contentId: string, now: Date): Promise<boolean> {
  const countedAt = now.toISOString();
  const windowStart = new Date(now.getTime() - viewWindowMs).toISOString();
  const claimed = await db
    .insertInto('recentViews')
    .values({ sessionId, contentId, countedAt })
    .onConflict((conflict) =>
      conflict
        .columns(['sessionId', 'contentId'])
        .doUpdateSet({ countedAt })
        .where('recentViews.countedAt', '<=', windowStart),
    )
    .returning('sessionId')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Counts a view of an existing content: the content's total and its business day's count go up
 * by one, unless this session's view was counted in the last 30 minutes. Returns the total.
 */
export async function countView(
  db: Db,
  view: { sessionId: string; contentId: string; now: Date; timeZone: string },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const content = await trx
      .selectFrom('contents')
      .select('viewCount')
      .where('id', '=', view.contentId)
      .executeTakeFirst();
    if (!content) return undefined;
    if (!(await claimView(trx, view.sessionId, view.contentId, view.now))) return content.viewCount;
    await trx
      .insertInto('contentDailyViews')
      .values({ day: dayKey(view.now, view.timeZone), contentId: view.contentId, views: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'contentId'])
          .doUpdateSet((eb) => ({ views: eb('contentDailyViews.views', '+', 1) })),
      )
      .execute();
    const counted = await trx
      .updateTable('contents')
      .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
      .where('id', '=', view.contentId)
      .returning('viewCount')
      .executeTakeFirstOrThrow();
    return counted.viewCount;
  });
}

/** The hourly sweep: which session viewed what matters only within the window. */
export async function forgetCountedViews(db: Db, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - viewWindowMs).toISOString();
  await db.deleteFrom('recentViews').where('countedAt', '<=', windowStart).execute();
}

/** Views per business day from `firstDay` on: read through the (day, content) key. */
export function viewsPerDayQuery(db: Db, firstDay: string) {
  return db
    .selectFrom('contentDailyViews')
    .select((eb) => ['day', eb.fn.sum<number>('views').as('views')])
    .where('day', '>=', firstDay)
    .groupBy('day');
}

/** Views per business day from `firstDay` on (days without views are missing). */
export async function viewsPerDay(db: Db, firstDay: string): Promise<Array<{ day: string; views: number }>> {
  const rows = await viewsPerDayQuery(db, firstDay).execute();
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}

/** The most viewed contents from `firstDay` on, most first. */
export async function topViewedContents(
  db: Db,
  firstDay: string,
  limit: number,
): Promise<Array<{ id: string; title: string; views: number }>> {
  const rows = await db
    .selectFrom('contentDailyViews')
    .innerJoin('contents', 'contents.id', 'contentDailyViews.contentId')
    .select((eb) => ['contents.id as id', 'contents.title as title', eb.fn.sum<number>('views').as('views')])
    .where('contentDailyViews.day', '>=', firstDay)
    .groupBy(['contents.id', 'contents.title'])
    .orderBy('views', 'desc')
    .orderBy('contents.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, views: Number(row.views) }));
}
