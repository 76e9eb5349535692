import { sql } from 'kysely';
import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { Db } from '#server/db/database.js';
import { createMember, setPassphrase } from './accounts.js';
import type { signedInMember } from './signed-in.js';
import { createTestApp, type fixedClock, type TestApp } from './test-app.js';

// A member's rows in every table that can point at her, for 退会 and データのダウンロード
// (docs/product.md#leaving): fill each such table with a row of hers, and count what is left.

/** When fillEveryTable dates the rows it writes: 10:00 on 25 November in Tokyo, the tests' clock. */
export const filledAt = '2026-11-25T01:00:00.000Z';

/** A fresh app with the samples and November's passphrase もみじ, its clock set to `filledAt`. */
export async function appForPersonalRows(clock: ReturnType<typeof fixedClock>): Promise<TestApp> {
  clock.set(filledAt);
  const testApp = await createTestApp({ clock, seedSamples: true });
  await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  return testApp;
}

type Member = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Columns that point at a member, straight or through one of her rows. Read from the database
 * itself, so a table added later is looked at without anyone remembering to list it here.
 */
const personalColumns = ['user_id', 'member_id', 'session_id', 'subscription_id'] as const;
type PersonalColumn = (typeof personalColumns)[number];

async function personalTables(db: Db) {
  const tables = await db.introspection.getTables();
  return tables.flatMap((table) =>
    table.columns
      .filter((column) => (personalColumns as readonly string[]).includes(column.name))
      .map((column) => ({ table: table.name, column: column.name as PersonalColumn })),
  );
}

/** Her ids per personal column: her user id, her sessions, her push devices. */
export async function idsOf(db: Db, userId: string): Promise<Record<PersonalColumn, string[]>> {
  const sessions = await db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
  const devices = await db
    .selectFrom('pushSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .execute();
  return {
    user_id: [userId],
    member_id: [userId],
    session_id: sessions.map((row) => row.id),
    subscription_id: devices.map((row) => row.id),
  };
}

/** How many rows of hers each personal table holds, keyed `table.column`. */
export async function rowsOf(db: Db, ids: Record<PersonalColumn, string[]>) {
  const counts: Record<string, number> = {};
  for (const { table, column } of await personalTables(db)) {
    const values = ids[column];
    const { rows } =
      values.length === 0
        ? { rows: [{ n: 0 }] }
        : await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(
            column,
          )} in (${sql.join(values)})`.execute(db);
    counts[`${table}.${column}`] = Number(rows[0]!.n);
  }
  return counts;
}

/** A row of hers in every table that can hold one, through the routes where that is easy. */
export async function fillEveryTable(testApp: TestApp, member: Member) {
  const db = testApp.app.db;
  const contents = await db.selectFrom('contents').select(['id', 'title']).orderBy('id').limit(2).execute();
  const [first, second] = contents;
  // A view: her history, the session's recent view, and the content's counts.
  expect((await member.post(apiPaths.contentViews(first!.id))).statusCode).toBe(200);
  expect(
    (await member.request({ method: 'PUT', url: apiPaths.favorite(second!.id) })).statusCode,
  ).toBeLessThan(300);
  expect(
    (await member.request({ method: 'PUT', url: apiPaths.contentDone(first!.id) })).statusCode,
  ).toBeLessThan(300);
  const userId = member.userId;
  await db
    .insertInto('watchProgress')
    .values({
      userId,
      contentId: first!.id,
      positionSeconds: 90,
      durationSeconds: 600,
      watchedAt: null,
      updatedAt: filledAt,
    })
    .execute();
  await db
    .insertInto('programs')
    .values({
      id: 'p-morning',
      title: '朝の7日間',
      dayCount: 7,
      publishedAt: filledAt,
      createdAt: filledAt,
      updatedAt: filledAt,
    })
    .execute();
  await db
    .insertInto('programEnrolments')
    .values({
      id: 'e-1',
      userId,
      programId: 'p-morning',
      startedDay: '2026-11-25',
      startedAt: filledAt,
      endedAt: null,
      endReason: null,
    })
    .execute();
  await db
    .insertInto('pushSubscriptions')
    .values({
      id: 'device-1',
      userId,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dh: 'secret-p256dh',
      auth: 'secret-auth',
      createdAt: filledAt,
    })
    .execute();
  await db
    .insertInto('pushReminderSends')
    .values({
      subscriptionId: 'device-1',
      lessonStartsAt: filledAt,
      kind: 'before',
      claimedAt: filledAt,
      sentAt: filledAt,
    })
    .execute();
  await db.insertInto('liveReminderOptins').values({ userId, createdAt: filledAt }).execute();
  await db
    .insertInto('liveCalendarFeeds')
    .values({ userId, tokenHash: 'feed-hash', createdAt: filledAt })
    .execute();
  await db
    .insertInto('liveReminderSends')
    .values({
      userId,
      lessonStartsAt: filledAt,
      claimedAt: filledAt,
      sentAt: filledAt,
      stopTokenHash: 'stop-hash',
    })
    .execute();
  await db
    .insertInto('passwordResetTokens')
    .values({ id: 'reset-hash', userId, createdAt: filledAt, expiresAt: filledAt, usedAt: null })
    .execute();
  await db
    .insertInto('notices')
    .values({
      id: 'n-1',
      title: 'お知らせ',
      body: '<p>本文</p>',
      status: 'published',
      publishedAt: filledAt,
      pinnedUntil: null,
      sendPush: 1,
      sendMail: 1,
      createdAt: filledAt,
      updatedAt: filledAt,
    })
    .execute();
  expect((await member.post(apiPaths.noticesRead, { ids: ['n-1'] })).statusCode).toBe(200);
  const choices = { noticeMail: true, contentPush: true, weeklyDigest: true };
  expect((await member.request({ method: 'PUT', url: apiPaths.myNews, payload: choices })).statusCode).toBe(
    200,
  );
  await db
    .insertInto('newsSends')
    .values({
      kind: 'notice-mail',
      itemId: 'n-1',
      userId,
      deviceId: '',
      claimedAt: filledAt,
      sentAt: filledAt,
      stopTokenHash: 'news-stop-hash',
    })
    .execute();
  await db
    .insertInto('emailChangeTokens')
    .values({
      id: 'change-hash',
      userId,
      newEmail: 'next@example.jp',
      createdAt: filledAt,
      expiresAt: filledAt,
      usedAt: null,
    })
    .execute();
  // A question of hers, a report of hers on another member's comment, and a mute staff set.
  const asked = await member.post(apiPaths.contentComments(first!.id), {
    kind: 'question',
    body: '膝が痛いときは？',
  });
  expect(asked.statusCode).toBe(201);
  const someoneElse = await createMember(db);
  await db
    .insertInto('comments')
    .values({
      id: 'c-other',
      contentId: second!.id,
      parentId: null,
      userId: someoneElse.id,
      authorRole: 'member',
      kind: 'comment',
      body: 'たのしい',
      status: 'visible',
      hiddenBy: null,
      createdAt: filledAt,
      editedAt: null,
      reviewedAt: null,
      readAt: null,
      pushClaimedAt: null,
    })
    .execute();
  expect((await member.post(apiPaths.commentReport('c-other'), { reason: 'spam' })).statusCode).toBe(200);
  await db.insertInto('commentMutes').values({ userId, createdAt: filledAt }).execute();
  return { first: first!, second: second! };
}
