import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, NoticeTable } from '#server/db/schema.js';
import type { Db } from '#server/db/database.js';

// お知らせ (docs/decisions/0026-notices-and-news.md): shown like a content, from published_at on,
// with nothing to run at that moment; read state is one row per member and notice.

export type NoticeRow = NoticeTable;
export type NoticeValues = Omit<NoticeTable, 'id' | 'createdAt' | 'updatedAt'>;

/** How many notices the list and the count look at: the newest. */
export const noticesShown = 50;

/** The where-condition of notices guests and members may see at `at`. */
export function isNoticeVisible(at: string) {
  return (eb: ExpressionBuilder<Database, 'notices'>) =>
    eb.and([sql<boolean>`${eb.ref('notices.status')} = 'published'`, eb('notices.publishedAt', '<=', at)]);
}

export async function insertNotice(db: Db, values: NoticeValues, now: Date): Promise<NoticeRow> {
  const row = { id: randomUUID(), ...values, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  await db.insertInto('notices').values(row).execute();
  return row;
}

export async function updateNotice(
  db: Db,
  id: string,
  values: NoticeValues,
  now: Date,
): Promise<NoticeRow | undefined> {
  return db
    .updateTable('notices')
    .set({ ...values, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function findNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the notice, who has read it and the claims of its sends; false when it was not there. */
export async function deleteNotice(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('noticeReads').where('noticeId', '=', id).execute();
    await trx
      .deleteFrom('newsSends')
      .where('kind', 'in', ['notice-mail', 'notice-push'])
      .where('itemId', '=', id)
      .execute();
    const deleted = await trx.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  });
}

/** Every notice for staff, newest first, with how many members have read each. */
export async function listNoticesForStaff(db: Db): Promise<(NoticeRow & { readCount: number })[]> {
  const rows = await db
    .selectFrom('notices')
    .selectAll('notices')
    .select((eb) =>
      eb
        .selectFrom('noticeReads')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('noticeReads.noticeId', '=', 'notices.id')
        .as('readCount'),
    )
    .orderBy('publishedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, readCount: Number(row.readCount ?? 0) }));
}

export type VisibleNotice = NoticeRow & { read: boolean };

/**
 * The notices shown at `at`, newest first. For a member, `read` is her own read state; a notice
 * published before she joined counts as read, so a new member does not start with a pile of
 * unread ones. A guest keeps no read state: every notice is read for her.
 */
export async function listVisibleNotices(
  db: Db,
  at: string,
  userId: string | null,
): Promise<VisibleNotice[]> {
  const rows = await db
    .selectFrom('notices')
    .selectAll('notices')
    .where(isNoticeVisible(at))
    .orderBy('publishedAt', 'desc')
    .orderBy('createdAt', 'desc')
    // Two written in the same second still come in one order everywhere.
    .orderBy('id')
    .limit(noticesShown)
    .execute();
  if (userId === null) return rows.map((row) => ({ ...row, read: true }));
  const [reads, user] = await Promise.all([
    rows.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('noticeReads')
          .select('noticeId')
          .where('userId', '=', userId)
          .where(
            'noticeId',
            'in',
            rows.map((row) => row.id),
          )
          .execute(),
    db.selectFrom('users').select('createdAt').where('id', '=', userId).executeTakeFirst(),
  ]);
  const readIds = new Set(reads.map((read) => read.noticeId));
  const joinedAt = user?.createdAt ?? '';
  return rows.map((row) => ({ ...row, read: readIds.has(row.id) || row.publishedAt < joinedAt }));
}

/** Marks those of `ids` she may see as read by her; ids she may not see are ignored. */
export async function markNoticesRead(
  db: Db,
  userId: string,
  ids: readonly string[],
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  const visible = await db
    .selectFrom('notices')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where(isNoticeVisible(at))
    .execute();
  if (visible.length === 0) return;
  await db
    .insertInto('noticeReads')
    .values(visible.map(({ id }) => ({ userId, noticeId: id, readAt: at })))
    .onConflict((conflict) => conflict.columns(['userId', 'noticeId']).doNothing())
    .execute();
}
