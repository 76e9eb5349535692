import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Mail } from '#server/mail/mailer.js';

// 21:00 on 23 November in Tokyo: eight days before the month ends.
const clock = fixedClock('2026-11-23T12:00:00Z');

describe('running the site from the admin screen', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;
  const sent: Mail[] = [];

  beforeEach(async () => {
    clock.set('2026-11-23T12:00:00Z');
    sent.length = 0;
    testApp = await createTestApp({
      clock,
      seedSamples: true,
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    await setPassphrase(testApp.app.db, '2026-09', 'すすき');
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  describe('members', () => {
    it('lists members with their last sign-in and, for staff, their role', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const list = (await admin.get(apiPaths.adminMembers)).json().items;
      expect(list.find((row: { email: string }) => row.email === member.email)).toMatchObject({
        staffRole: null,
        lastLoginAt: '2026-11-23T12:00:00.000Z',
      });
      expect(list.find((row: { email: string }) => row.email === admin.email)).toMatchObject({
        staffRole: 'owner',
      });
    });

    it('mails a member a reset link that works', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const response = await admin.post(apiPaths.adminMemberPasswordReset(member.userId));
      expect(response.json()).toEqual({ message: copy.admin.resetSent(member.email) });
      expect(sent.map((mail) => mail.to)).toEqual([member.email]);
      const token = new URL(/https?:\/\/\S+/.exec(sent[0]!.text)![0]).searchParams.get('token')!;
      const reset = await testVisitor(testApp.app).post(apiPaths.passwordResetConfirm, {
        token,
        password: 'staff-Reset-2026',
        passwordConfirm: 'staff-Reset-2026',
      });
      expect(reset.statusCode).toBe(200);
    });
  });
});
