import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Db } from '#server/db/database.js';

// 10:00 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T01:00:00Z');
const at = '2026-11-25T01:00:00.000Z';

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
async function idsOf(db: Db, userId: string): Promise<Record<PersonalColumn, string[]>> {
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
async function rowsOf(db: Db, ids: Record<PersonalColumn, string[]>) {
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
async function fillEveryTable(testApp: TestApp, member: Member) {
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
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('programs')
    .values({
      id: 'p-morning',
      title: '朝の7日間',
      dayCount: 7,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('programEnrolments')
    .values({
      id: 'e-1',
      userId,
      programId: 'p-morning',
      startedDay: '2026-11-25',
      startedAt: at,
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
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('pushReminderSends')
    .values({ subscriptionId: 'device-1', lessonStartsAt: at, kind: 'before', claimedAt: at, sentAt: at })
    .execute();
  await db.insertInto('liveReminderOptins').values({ userId, createdAt: at }).execute();
  await db
    .insertInto('liveCalendarFeeds')
    .values({ userId, tokenHash: 'feed-hash', createdAt: at })
    .execute();
  await db
    .insertInto('liveReminderSends')
    .values({ userId, lessonStartsAt: at, claimedAt: at, sentAt: at, stopTokenHash: 'stop-hash' })
    .execute();
  await db
    .insertInto('passwordResetTokens')
    .values({ id: 'reset-hash', userId, createdAt: at, expiresAt: at, usedAt: null })
    .execute();
  await db
    .insertInto('notices')
    .values({
      id: 'n-1',
      title: 'お知らせ',
      body: '<p>本文</p>',
      status: 'published',
      publishedAt: at,
      pinnedUntil: null,
      sendPush: 1,
      sendMail: 1,
      createdAt: at,
      updatedAt: at,
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
      claimedAt: at,
      sentAt: at,
      stopTokenHash: 'news-stop-hash',
    })
    .execute();
  await db
    .insertInto('emailChangeTokens')
    .values({
      id: 'change-hash',
      userId,
      newEmail: 'next@example.jp',
      createdAt: at,
      expiresAt: at,
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
      createdAt: at,
      editedAt: null,
      reviewedAt: null,
      readAt: null,
      pushClaimedAt: null,
    })
    .execute();
  expect((await member.post(apiPaths.commentReport('c-other'), { reason: 'spam' })).statusCode).toBe(200);
  await db.insertInto('commentMutes').values({ userId, createdAt: at }).execute();
  return { first: first!, second: second! };
}

async function viewCounts(db: Db) {
  const contents = await db.selectFrom('contents').select(['id', 'viewCount']).orderBy('id').execute();
  const daily = await db.selectFrom('contentDailyViews').selectAll().orderBy('contentId').execute();
  return { contents, daily: daily.map((row) => ({ ...row, views: Number(row.views) })) };
}

describe('退会 and データのダウンロード', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    clock.set('2026-11-25T01:00:00Z');
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterEach(() => testApp.close());

  const login = (email: string, password: string) =>
    testVisitor(testApp.app).post(apiPaths.login, { email, password, passphrase: 'もみじ' });
  const leave = (visitor: TestVisitor, currentPassword: string) =>
    visitor.post(apiPaths.myLeave, { currentPassword });

  it('deletes every row of hers in every table that can point at her; view counts stay', async () => {
    const db = testApp.app.db;
    const member = await signedInMember(testApp.app, 'もみじ');
    const otherPhone = testVisitor(testApp.app);
    await otherPhone.post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase: 'もみじ',
    });
    const other = await signedInMember(testApp.app, 'もみじ');
    await fillEveryTable(testApp, member);
    const kept = await db.selectFrom('contents').select('id').executeTakeFirstOrThrow();
    expect((await other.request({ method: 'PUT', url: apiPaths.favorite(kept.id) })).statusCode).toBeLessThan(
      300,
    );

    const ids = await idsOf(db, member.userId);
    const before = await rowsOf(db, ids);
    // The fixture reaches every personal table; a new one fails here until she gets a row in it.
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(17);
    for (const [where, count] of Object.entries(before)) {
      expect(count, `no row of hers in ${where} before leaving`).toBeGreaterThan(0);
    }
    const countsBefore = await viewCounts(db);
    expect(countsBefore.contents.some((row) => Number(row.viewCount) > 0)).toBe(true);

    const response = await leave(member, member.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: copy.leaving.done });

    const after = await rowsOf(db, ids);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await db.selectFrom('users').select('id').where('id', '=', member.userId).execute()).toEqual([]);
    expect(await viewCounts(db)).toEqual(countsBefore);
    // Her question stays for the thread, as 退会した会員's; the other member's comment is untouched.
    expect(
      await db.selectFrom('comments').select(['id', 'userId', 'body']).orderBy('body').execute(),
    ).toEqual([
      { id: 'c-other', userId: expect.any(String), body: 'たのしい' },
      { id: expect.any(String), userId: null, body: '膝が痛いときは？' },
    ]);
    // The other member's rows are hers to keep.
    expect(await db.selectFrom('favorites').select('userId').execute()).toEqual([{ userId: other.userId }]);

    // Signed out everywhere.
    expect((await member.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    expect((await otherPhone.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    // Her old address fails exactly like an address nobody has.
    const old = await login(member.email, member.password);
    const unknown = await login('nobody-here@example.jp', member.password);
    expect(old.statusCode).toBe(unknown.statusCode);
    expect(old.json()).toEqual(unknown.json());
    // She may come back as a new member.
    const again = await testVisitor(testApp.app).post(apiPaths.register, {
      email: member.email,
      password: 'atarashii-Pass-9',
      passwordConfirm: 'atarashii-Pass-9',
      passphrase: 'もみじ',
    });
    expect(again.statusCode).toBeLessThan(300);
    const newcomer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(newcomer.id).not.toBe(member.userId);
  });

  it('refuses a wrong or missing password in Japanese and deletes nothing', async () => {
    const db = testApp.app.db;
    const member = await signedInMember(testApp.app, 'もみじ');
    await fillEveryTable(testApp, member);
    const before = await rowsOf(db, await idsOf(db, member.userId));

    const wrong = await leave(member, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: copy.mypage.currentPasswordWrong, field: 'currentPassword' });
    const missing = await leave(member, ' ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: copy.leaving.passwordMissing, field: 'currentPassword' });

    expect(await rowsOf(db, await idsOf(db, member.userId))).toEqual(before);
    expect((await member.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });
  });

  it('is for members only', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    expect((await guest.get(apiPaths.myData)).statusCode).toBe(401);
    expect((await leave(guest, 'x')).statusCode).toBe(401);
    expect((await testVisitor(testApp.app).get(apiPaths.myData)).statusCode).toBe(401);
  });

  it('never lets the last オーナー leave', async () => {
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const refused = await leave(admin, admin.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: copy.leaving.lastOwner });
    expect((await admin.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });
  });

  it('counts a disabled オーナー as none: the only オーナー who can sign in cannot leave', async () => {
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const other = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    await testApp.app.db
      .updateTable('users')
      .set({ disabledAt: '2026-11-01T00:00:00.000Z' })
      .where('email', '=', other.email)
      .execute();
    const refused = await leave(admin, admin.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: copy.leaving.lastOwner });
  });

  it('hands her data over as a JSON file, without the keys of her devices', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: member.email, displayName: 'はなこ' },
    });
    const { first, second } = await fillEveryTable(testApp, member);

    const response = await member.get(apiPaths.myData);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data-2026-11-25.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/secret-|feed-hash|stop-hash|reset-hash|change-hash|passwordHash/);
    expect(response.json()).toEqual({
      exportedAt: at,
      profile: {
        email: member.email,
        displayName: 'はなこ',
        joinedAt: expect.any(String),
        lastLoginAt: at,
        isAdmin: false,
      },
      history: [{ contentId: first.id, title: first.title, viewedAt: at }],
      favorites: [{ contentId: second.id, title: second.title, addedAt: at }],
      progress: [
        {
          contentId: first.id,
          title: first.title,
          positionSeconds: 90,
          durationSeconds: 600,
          watchedAt: null,
          updatedAt: at,
        },
      ],
      activity: [{ contentId: first.id, title: first.title, day: '2026-11-25', doneAt: at }],
      programs: [
        {
          programId: 'p-morning',
          title: '朝の7日間',
          startedDay: '2026-11-25',
          startedAt: at,
          endedAt: null,
          endReason: null,
        },
      ],
      comments: [
        {
          contentId: first.id,
          title: first.title,
          kind: 'question',
          body: '膝が痛いときは？',
          status: 'visible',
          createdAt: at,
          editedAt: null,
        },
      ],
      commentReports: [{ commentId: 'c-other', reason: 'spam', createdAt: at }],
      pushDevices: [{ registeredAt: at, pushService: 'fcm.googleapis.com' }],
      settings: {
        liveReminderMail: true,
        liveReminderMailSince: at,
        calendarFeedIssuedAt: at,
        noticeMail: true,
        newContentPush: true,
        weeklyDigest: true,
      },
      noticesRead: [{ title: 'お知らせ', readAt: at }],
    });
  });

  describe('by staff, for a member who asked by mail', () => {
    it('deletes the member named; a non-admin is refused', async () => {
      const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
      const member = await signedInMember(testApp.app, 'もみじ');
      const ids = await idsOf(testApp.app.db, member.userId);
      await fillEveryTable(testApp, member);
      const byMember = await signedInMember(testApp.app, 'もみじ');
      const remove = (visitor: TestVisitor, id: string) =>
        visitor.request({ method: 'DELETE', url: apiPaths.adminMember(id) });

      expect((await remove(byMember, member.userId)).statusCode).toBe(403);
      expect((await member.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });

      const done = await remove(admin, member.userId);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: copy.leaving.staff.done(member.email) });
      const after = await rowsOf(testApp.app.db, { ...ids, ...(await idsOf(testApp.app.db, member.userId)) });
      expect(Object.values(after).every((count) => count === 0)).toBe(true);
      expect((await member.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
      expect((await remove(admin, member.userId)).statusCode).toBe(404);
    });

    it('never deletes the admin at the screen, nor the last admin', async () => {
      const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
      const self = await admin.request({ method: 'DELETE', url: apiPaths.adminMember(admin.userId) });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ message: copy.leaving.staff.cannotDeleteSelf });

      // Another admin may go while one remains; the one who remains may not be deleted by anyone.
      const second = await createMember(testApp.app.db, { isAdmin: true });
      const gone = await admin.request({ method: 'DELETE', url: apiPaths.adminMember(second.id) });
      expect(gone.statusCode).toBe(200);
      expect(
        await testApp.app.db.selectFrom('users').select('id').where('staffRole', '=', 'owner').execute(),
      ).toEqual([{ id: admin.userId }]);
    });
  });
});
