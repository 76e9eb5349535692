import { isVisibleTo, visibleAt } from './content-visibility.js';
import { dayKey } from '#shared/business-time.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { limits } from '#shared/limits.js';

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

export type ViewToCount = {
  sessionId: string;
  contentId: string;
  /** A member's view also goes to the front of her history; a guest's (null) does not. */
  userId: string | null;
  now: Date;
  timeZone: string;
};

/** The content's total after the view, and whether this view was counted. */
export type CountedView = { viewCount: number; counted: boolean };

/**
 * PostgreSQL: holds the member's row until the transaction ends, so her views are recorded one
 * after the other. FOR NO KEY UPDATE leaves alone what only refers to her (a favorite added, a
 * session touched). SQLite runs one transaction at a time already.
 */
async function lockMember(trx: Db, userId: string): Promise<void> {
  if (databaseKind(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/**
 * Records a view of an existing content, in one transaction so that a request that fails changes
 * nothing: the content's total and its business day's count go up by one, unless this session's
 * view was counted in the last 30 minutes; and a member's history gets it at the front. Returns
 * undefined for a content that does not exist.
 *
 * Under concurrency (PostgreSQL): every view takes its rows in one order (the member, this
 * session's claim, the day's count, the content), so two views never wait for each other in a
 * circle; a member's views run one at a time, so each trim of her history sees the others' rows
 * and the cap stays exact.
 */
export async function countView(db: Db, view: ViewToCount): Promise<CountedView | undefined> {
  return db.transaction().execute(async (trx) => {
    if (view.userId) await lockMember(trx, view.userId);
    const content = await trx
      .selectFrom('contents')
      .select('viewCount')
      .where('id', '=', view.contentId)
      // A draft or a content before its time counts no view and answers as missing.
      .where(isVisibleTo(visibleAt(view.now)))
      .executeTakeFirst();
    if (!content) return undefined;
    let result: CountedView = { viewCount: content.viewCount, counted: false };
    if (await claimView(trx, view.sessionId, view.contentId, view.now)) {
      await trx
        .insertInto('contentDailyViews')
        .values({ day: dayKey(view.now, view.timeZone), contentId: view.contentId, views: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'contentId'])
            .doUpdateSet((eb) => ({ views: eb('contentDailyViews.views', '+', 1) })),
        )
        .execute();
      const updated = await trx
        .updateTable('contents')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', view.contentId)
        .returning('viewCount')
        .executeTakeFirstOrThrow();
      result = { viewCount: updated.viewCount, counted: true };
    }
    if (view.userId) await putFirstInHistory(trx, view.userId, view.contentId, view.now);
    return result;
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

/**
 * Her history as it is kept and as she sees it: newest first (on a tie, the later id first), the
 * newest 20 only (docs/product.md#viewing-history). Counting a view trims to exactly these rows.
 */
export function keptHistory(db: Db, userId: string) {
  return db
    .selectFrom('viewHistory')
    .where('viewHistory.userId', '=', userId)
    .orderBy('viewHistory.viewedAt', 'desc')
    .orderBy('viewHistory.contentId', 'desc')
    .limit(limits.viewHistoryCap);
}

/**
 * Puts the content at the front of the member's history (a second view moves it, never
 * duplicates it) and keeps only the newest 20 (docs/product.md#viewing-history).
 *
 * Part of counting a view (countView): it runs in that transaction, which holds the member's
 * lock, so two views by one member never trim at the same time and the cap stays exact.
 */
async function putFirstInHistory(trx: Db, userId: string, contentId: string, now: Date): Promise<void> {
  const viewedAt = now.toISOString();
  await trx
    .insertInto('viewHistory')
    .values({ userId, contentId, viewedAt })
    .onConflict((conflict) => conflict.columns(['userId', 'contentId']).doUpdateSet({ viewedAt }))
    .execute();
  const newest = keptHistory(trx, userId).select('viewHistory.contentId');
  await trx
    .deleteFrom('viewHistory')
    .where('userId', '=', userId)
    .where('contentId', 'not in', newest)
    .execute();
}
