import type { Db } from '#server/db/database.js';
import { forgetMemberInAudit } from '../audit/audit-repository.js';
import { lockOwners, noOwnerLost } from './owner-remains.js';
import { commentPostCounterKey } from '../attempts/comment-post-counter.js';

export type DeleteMemberResult = 'deleted' | 'not-found' | 'last-owner';

/** Thrown inside the transaction so that nothing of a refused deletion stays deleted. */
class LastOwner extends Error {}

/**
 * 退会: removes the member and every row that is hers, in one transaction, on both engines.
 * The foreign keys cascade too; each table is still named here so that a table added later
 * without a cascade is noticed by the test that looks for her rows in every table with a user id.
 * Aggregate counts (contents.view_count, content_daily_views) name nobody and stay.
 * Rate-limit counters are keyed by address (and, for an hour, a typed e-mail) and expire on their own.
 * She has no uploads of her own yet (users.photo_url is never set); when avatars come, their
 * files go here too, after the transaction has committed.
 *
 * The last オーナー is never deleted, checked in the same statement that deletes.
 */
export async function deleteMember(db: Db, userId: string): Promise<DeleteMemberResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'staffRole', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return 'not-found';
      if (user.staffRole === 'owner') await lockOwners(trx);

      // Her comments are anonymised rather than deleted, so that the threads others wrote in stay
      // readable: the text stays, shown as 退会した会員's. Her reports, her mute and her posting
      // counter go. (The staff replies she read keep their read time; it names nobody.)
      await trx.updateTable('comments').set({ userId: null }).where('userId', '=', userId).execute();
      await trx.deleteFrom('attemptCounters').where('key', '=', commentPostCounterKey(userId)).execute();

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
        'memberVisitDays',
        'programEnrolments',
        'passwordResetTokens',
        'emailChangeTokens',
        'liveReminderOptins',
        'liveCalendarFeeds',
        'liveReminderSends',
        'commentReports',
        'commentMutes',
      ] as const) {
        await trx.deleteFrom(table).where('userId', '=', userId).execute();
      }

      // Staff's record of what they did to her stays, her e-mail only masked.
      await forgetMemberInAudit(trx, userId, user.email);

      const deleted = await trx
        .deleteFrom('users')
        .where('id', '=', userId)
        .where(noOwnerLost(userId))
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new LastOwner();
      return 'deleted';
    });
  } catch (error) {
    if (error instanceof LastOwner) return 'last-owner';
    throw error;
  }
}
