import type { Db } from '#server/db/database.js';
import { hashSecretToken, newSecretToken } from '#server/secret-token.js';

// A member's own live-lesson settings: the reminder opt-in and the calendar subscription.

export async function hasReminder(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('liveReminderOptins')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setReminder(db: Db, userId: string, enabled: boolean, now: Date): Promise<void> {
  if (enabled) {
    await db
      .insertInto('liveReminderOptins')
      .values({ userId, createdAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('userId').doNothing())
      .execute();
  } else {
    await db.deleteFrom('liveReminderOptins').where('userId', '=', userId).execute();
  }
}

/**
 * Members who asked for the reminder, with the address to send it to; never a disabled member
 * (her opt-in also goes when she is disabled).
 */
export async function reminderRecipients(db: Db): Promise<Array<{ userId: string; email: string }>> {
  return db
    .selectFrom('liveReminderOptins')
    .innerJoin('users', 'users.id', 'liveReminderOptins.userId')
    .select(['liveReminderOptins.userId as userId', 'users.email as email'])
    .where('users.disabledAt', 'is', null)
    .orderBy('liveReminderOptins.userId')
    .execute();
}

/** Staff disabled her: her feed address stops working and no reminder mail goes to her. */
export async function deleteLiveSettingsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('liveCalendarFeeds').where('userId', '=', userId).execute();
  await db.deleteFrom('liveReminderOptins').where('userId', '=', userId).execute();
}

export async function calendarFeedIssuedAt(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('liveCalendarFeeds')
    .select('createdAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

/** A new secret for the member's subscription address; the old one stops working at once. */
export async function issueCalendarFeed(db: Db, userId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const createdAt = now.toISOString();
  await db
    .insertInto('liveCalendarFeeds')
    .values({ userId, tokenHash, createdAt })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ tokenHash, createdAt }))
    .execute();
  return token;
}

/** A live feed address: its owner's account is still enabled. */
export async function calendarFeedExists(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('liveCalendarFeeds')
    .innerJoin('users', 'users.id', 'liveCalendarFeeds.userId')
    .select('liveCalendarFeeds.userId')
    .where('liveCalendarFeeds.tokenHash', '=', hashSecretToken(token))
    .where('users.disabledAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
