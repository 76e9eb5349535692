import type { Db } from '#server/db/database.js';
import type { MemberDataExport } from '#shared/schemas/leaving.js';

/** Which push service a device uses (its host), without the address or keys that reach it. */
function pushServiceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * Everything kept about the member, unbounded (a disclosure must be complete), read in one
 * transaction so the parts agree. Undefined when she is gone.
 */
export async function memberDataExport(
  db: Db,
  userId: string,
  now: Date,
): Promise<MemberDataExport | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) return undefined;
    const history = await trx
      .selectFrom('viewHistory')
      .innerJoin('contents', 'contents.id', 'viewHistory.contentId')
      .select(['viewHistory.contentId', 'contents.title', 'viewHistory.viewedAt'])
      .where('viewHistory.userId', '=', userId)
      .orderBy('viewHistory.viewedAt', 'desc')
      .execute();
    const favorites = await trx
      .selectFrom('favorites')
      .innerJoin('contents', 'contents.id', 'favorites.contentId')
      .select(['favorites.contentId', 'contents.title', 'favorites.addedAt'])
      .where('favorites.userId', '=', userId)
      .orderBy('favorites.addedAt', 'desc')
      .execute();
    const progress = await trx
      .selectFrom('watchProgress')
      .innerJoin('contents', 'contents.id', 'watchProgress.contentId')
      .select([
        'watchProgress.contentId',
        'contents.title',
        'watchProgress.positionSeconds',
        'watchProgress.durationSeconds',
        'watchProgress.watchedAt',
        'watchProgress.updatedAt',
      ])
      .where('watchProgress.userId', '=', userId)
      .orderBy('watchProgress.updatedAt', 'desc')
      .execute();
    const activity = await trx
      .selectFrom('activityLog')
      .innerJoin('contents', 'contents.id', 'activityLog.contentId')
      .select(['activityLog.contentId', 'contents.title', 'activityLog.day', 'activityLog.doneAt'])
      .where('activityLog.userId', '=', userId)
      .orderBy('activityLog.day', 'desc')
      .orderBy('activityLog.doneAt', 'desc')
      .execute();
    const programs = await trx
      .selectFrom('programEnrolments')
      .innerJoin('programs', 'programs.id', 'programEnrolments.programId')
      .select([
        'programEnrolments.programId',
        'programs.title',
        'programEnrolments.startedDay',
        'programEnrolments.startedAt',
        'programEnrolments.endedAt',
        'programEnrolments.endReason',
      ])
      .where('programEnrolments.userId', '=', userId)
      .orderBy('programEnrolments.startedAt', 'desc')
      .execute();
    const devices = await trx
      .selectFrom('pushSubscriptions')
      .select(['endpoint', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
    const reminder = await trx
      .selectFrom('liveReminderOptins')
      .select('createdAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    const feed = await trx
      .selectFrom('liveCalendarFeeds')
      .select('createdAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    const comments = await trx
      .selectFrom('comments')
      .innerJoin('contents', 'contents.id', 'comments.contentId')
      .select([
        'comments.contentId',
        'contents.title',
        'comments.kind',
        'comments.body',
        'comments.status',
        'comments.createdAt',
        'comments.editedAt',
      ])
      .where('comments.userId', '=', userId)
      .orderBy('comments.createdAt')
      .execute();
    const commentReports = await trx
      .selectFrom('commentReports')
      .select(['commentId', 'reason', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();

    return {
      exportedAt: now.toISOString(),
      profile: {
        email: user.email,
        displayName: user.displayName,
        joinedAt: user.createdAt,
        lastLoginAt: user.lastLoginAt,
        isAdmin: user.staffRole !== null,
      },
      history,
      favorites,
      progress: progress.map((row) => ({
        ...row,
        positionSeconds: Number(row.positionSeconds),
        durationSeconds: Number(row.durationSeconds),
      })),
      activity,
      programs,
      comments,
      commentReports,
      pushDevices: devices.map((device) => ({
        registeredAt: device.createdAt,
        pushService: pushServiceOf(device.endpoint),
      })),
      settings: {
        liveReminderMail: reminder !== undefined,
        liveReminderMailSince: reminder?.createdAt ?? null,
        calendarFeedIssuedAt: feed?.createdAt ?? null,
      },
    };
  });
}
