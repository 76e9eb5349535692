import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '#tests/support/accounts.js';
import { appForPersonalRows, fillEveryTable, idsOf, rowsOf } from '#tests/support/personal-rows.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

// 退会 done by staff for a member who asked by mail; an admin never deletes herself or the last one.

// 10:00 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T01:00:00Z');

describe('退会 and データのダウンロード', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await appForPersonalRows(clock);
  });
  afterEach(() => testApp.close());

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
