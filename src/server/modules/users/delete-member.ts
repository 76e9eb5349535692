import { databaseKind, type Db } from '#server/db/database.js';
import { noAdminLost } from './admin-remains.js';

export type DeleteMemberResult = 'deleted' | 'not-found' | 'last-admin';

/** Thrown inside the transaction so that nothing of a refused deletion stays deleted. */
class LastAdmin extends Error {}

/**
 * 退会: removes the member and every row that is hers, in one transaction, on both engines.
 * The foreign keys cascade too; each table is still named here so that a table added later
 * without a cascade is noticed by the test that looks for her rows in every table with a user id.
 * Aggregate counts (contents.view_count, content_daily_views) name nobody and stay.
 * Rate-limit counters are keyed by address (and, for an hour, a typed e-mail) and expire on their own.
 * She has no uploads of her own yet (users.photo_url is never set); when avatars come, their
 * files go here too, after the transaction has committed.
 *
 * The last admin is never deleted, checked in the same statement that deletes.
 */
export async function deleteMember(db: Db, userId: string): Promise<DeleteMemberResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'isAdmin'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return 'not-found';
      // Two admins deleting each other at once on PostgreSQL would each still count the other:
      // locking the admins' rows makes the second wait and then count again. SQLite writes one
      // transaction at a time anyway.
      if (user.isAdmin === 1 && databaseKind(trx) === 'postgres') {
        await trx.selectFrom('users').select('id').where('isAdmin', '=', 1).forUpdate().execute();
      }

      // When comments come (a later issue), hers are anonymised here rather than deleted, so
      // that the threads others wrote in stay readable.

      const sessionIds = trx.selectFrom('sessions').select('id').where('userId', '=', userId);
      await trx.deleteFrom('recentViews').where('sessionId', 'in', sessionIds).execute();
      await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
      const deviceIds = trx.selectFrom('pushSubscriptions').select('id').where('userId', '=', userId);
      await trx.deleteFrom('pushReminderSends').where('subscriptionId', 'in', deviceIds).execute();
      await trx.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute();
      for (const table of [
        'favorites',
        'viewHistory',
        'watchProgress',
        'activityLog',
        'programEnrolments',
        'passwordResetTokens',
        'emailChangeTokens',
        'liveReminderOptins',
        'liveCalendarFeeds',
        'liveReminderSends',
        'noticeReads',
        'newsPreferences',
        'newsSends',
      ] as const) {
        await trx.deleteFrom(table).where('userId', '=', userId).execute();
      }

      const deleted = await trx
        .deleteFrom('users')
        .where('id', '=', userId)
        .where(noAdminLost(userId))
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new LastAdmin();
      return 'deleted';
    });
  } catch (error) {
    if (error instanceof LastAdmin) return 'last-admin';
    throw error;
  }
}
