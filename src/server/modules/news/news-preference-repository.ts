import type { NewsPreferences } from '#shared/schemas/notices.js';
import type { Db } from '#server/db/database.js';

// A member's news choices (docs/decisions/0026-notices-and-news.md): no row means all off.

export async function readNewsPreferences(db: Db, userId: string): Promise<NewsPreferences> {
  const row = await db
    .selectFrom('newsPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  return {
    noticeMail: row?.noticeMail === 1,
    contentPush: row?.contentPush === 1,
    weeklyDigest: row?.weeklyDigest === 1,
  };
}

/**
 * Saves her choices. Turning the push for new contents on starts it from now: contents that went
 * public before are not pushed to her afterwards.
 */
export async function saveNewsPreferences(
  db: Db,
  userId: string,
  choices: Partial<NewsPreferences>,
  now: Date,
): Promise<NewsPreferences> {
  const before = await readNewsPreferences(db, userId);
  const next = { ...before, ...choices };
  const since = await db
    .selectFrom('newsPreferences')
    .select('contentPushSince')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const contentPushSince =
    next.contentPush && !before.contentPush ? now.toISOString() : (since?.contentPushSince ?? null);
  const values = {
    noticeMail: next.noticeMail ? 1 : 0,
    contentPush: next.contentPush ? 1 : 0,
    contentPushSince,
    weeklyDigest: next.weeklyDigest ? 1 : 0,
    updatedAt: now.toISOString(),
  };
  await db
    .insertInto('newsPreferences')
    .values({ userId, ...values })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(values))
    .execute();
  return next;
}

export type MailRecipient = { userId: string; email: string };

/** Members able to sign in who asked for this mail. A disabled member gets nothing. */
export async function mailRecipients(
  db: Db,
  choice: 'noticeMail' | 'weeklyDigest',
): Promise<MailRecipient[]> {
  return db
    .selectFrom('newsPreferences')
    .innerJoin('users', 'users.id', 'newsPreferences.userId')
    .select(['users.id as userId', 'users.email'])
    .where(`newsPreferences.${choice}`, '=', 1)
    .where('users.disabledAt', 'is', null)
    .orderBy('users.id')
    .execute();
}

export type PushDevice = {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** For a new content's push: from when she asked for it. */
  since: string | null;
};

/**
 * The devices to push news to: every device of a member able to sign in (she turned on 通知 on
 * it), or, for new contents, only those of members who asked for that too.
 */
export async function pushDevices(db: Db, onlyContentPush: boolean): Promise<PushDevice[]> {
  let query = db
    .selectFrom('pushSubscriptions')
    .innerJoin('users', 'users.id', 'pushSubscriptions.userId')
    .leftJoin('newsPreferences', 'newsPreferences.userId', 'pushSubscriptions.userId')
    .select([
      'pushSubscriptions.id',
      'pushSubscriptions.userId',
      'pushSubscriptions.endpoint',
      'pushSubscriptions.p256dh',
      'pushSubscriptions.auth',
      'newsPreferences.contentPushSince as since',
    ])
    .where('users.disabledAt', 'is', null);
  if (onlyContentPush) query = query.where('newsPreferences.contentPush', '=', 1);
  return query.orderBy('pushSubscriptions.id').execute();
}
