import type { Db } from '#server/db/database.js';
import { isVisibleTo } from '../contents/content-visibility.js';
import { isNoticeVisible } from '../notices/notice-repository.js';

// What there is news of: notices and contents that have just appeared to members, found by their
// published_at, so a 予約 is news when it appears and no job has to run at that moment.

export type NewsNotice = { id: string; title: string; body: string; sendPush: number; sendMail: number };
export type NewsContent = { id: string; title: string; publishedAt: string };

/** Notices to send: visible at `at`, appeared after `since`, with a mail or a push asked for. */
export async function noticesToSend(db: Db, at: string, since: string): Promise<NewsNotice[]> {
  return db
    .selectFrom('notices')
    .select(['id', 'title', 'body', 'sendPush', 'sendMail'])
    .where(isNoticeVisible(at))
    .where('publishedAt', '>', since)
    .where((eb) => eb.or([eb('sendPush', '=', 1), eb('sendMail', '=', 1)]))
    .orderBy('publishedAt')
    .execute();
}

/** Contents visible at `at` that appeared after `since`, oldest first. */
export async function contentsAppearedSince(db: Db, at: string, since: string): Promise<NewsContent[]> {
  return db
    .selectFrom('contents')
    .select(['id', 'title', 'publishedAt'])
    .where(isVisibleTo(at))
    .where('publishedAt', '>', since)
    .orderBy('publishedAt')
    .orderBy('createdAt')
    .execute();
}
