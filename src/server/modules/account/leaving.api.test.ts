import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appForPersonalRows, fillEveryTable, idsOf, rowsOf } from '#tests/support/personal-rows.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Db } from '#server/db/database.js';

// 退会 on my page: with her password every row of hers goes, and the last オーナー never leaves.

// 10:00 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T01:00:00Z');

async function viewCounts(db: Db) {
  const contents = await db.selectFrom('contents').select(['id', 'viewCount']).orderBy('id').execute();
  const daily = await db.selectFrom('contentDailyViews').selectAll().orderBy('contentId').execute();
  return { contents, daily: daily.map((row) => ({ ...row, views: Number(row.views) })) };
}

describe('退会 and データのダウンロード', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await appForPersonalRows(clock);
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
});
