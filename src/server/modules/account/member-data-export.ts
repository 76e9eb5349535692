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

/** The tables of hers whose rows each name a content. */
type ContentTable = 'viewHistory' | 'favorites' | 'watchProgress' | 'activityLog' | 'comments';

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
    /** Her rows of a table that names a content, with the content's id and title first. */
    const withContent = (table: ContentTable) =>
      trx
        .selectFrom(table)
        .innerJoin('contents', 'contents.id', `${table}.contentId`)
        .select([`${table}.contentId`, 'contents.title'])
        .where(`${table}.userId`, '=', userId);
    const history = await withContent('viewHistory')
      .select('viewHistory.viewedAt')
      .orderBy('viewHistory.viewedAt', 'desc')
      .execute();
    const favorites = await withContent('favorites')
      .select('favorites.addedAt')
      .orderBy('favorites.addedAt', 'desc')
      .execute();
    const progress = await withContent('watchProgress')
      .select([
        'watchProgress.positionSeconds',
        'watchProgress.durationSeconds',
        'watchProgress.watchedAt',
        'watchProgress.updatedAt',
      ])
      .orderBy('watchProgress.updatedAt', 'desc')
      .execute();
    const activity = await withContent('activityLog')
      .select(['activityLog.day', 'activityLog.doneAt'])
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
    const comments = await withContent('comments')
      .select([
        'comments.kind',
        'comments.body',
        'comments.status',
        'comments.createdAt',
        'comments.editedAt',
      ])
      .orderBy('comments.createdAt')
      .execute();
    const commentReports = await trx
      .selectFrom('commentReports')
      .select(['commentId', 'reason', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();

    const news = await trx
      .selectFrom('newsPreferences')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst();
    const noticesRead = await trx
      .selectFrom('noticeReads')
      .innerJoin('notices', 'notices.id', 'noticeReads.noticeId')
      .select(['notices.title', 'noticeReads.readAt'])
      .where('noticeReads.userId', '=', userId)
      .orderBy('noticeReads.readAt')
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
        noticeMail: news?.noticeMail === 1,
        newContentPush: news?.contentPush === 1,
        weeklyDigest: news?.weeklyDigest === 1,
      },
      noticesRead,
    };
  });
}
