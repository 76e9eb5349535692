import { describe, expect, it } from 'vitest';
import { adminScreenForEachTest } from '#tests/support/admin-screen.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

describe('running the site from the admin screen', () => {
  const screen = adminScreenForEachTest();

  describe('members', () => {
    it('lists members with their last sign-in and, for staff, their role', async () => {
      const member = await signedInMember(screen.testApp.app, 'もみじ');
      const list = (await screen.admin.get(apiPaths.adminMembers)).json().items;
      expect(list.find((row: { email: string }) => row.email === member.email)).toMatchObject({
        staffRole: null,
        lastLoginAt: '2026-11-23T12:00:00.000Z',
      });
      expect(list.find((row: { email: string }) => row.email === screen.admin.email)).toMatchObject({
        staffRole: 'owner',
      });
    });

    it('mails a member a reset link that works', async () => {
      const member = await signedInMember(screen.testApp.app, 'もみじ');
      const response = await screen.admin.post(apiPaths.adminMemberPasswordReset(member.userId));
      expect(response.json()).toEqual({ message: copy.admin.resetSent(member.email) });
      expect(screen.sent.map((mail) => mail.to)).toEqual([member.email]);
      const token = new URL(/https?:\/\/\S+/.exec(screen.sent[0]!.text)![0]).searchParams.get('token')!;
      const reset = await testVisitor(screen.testApp.app).post(apiPaths.passwordResetConfirm, {
        token,
        password: 'staff-Reset-2026',
        passwordConfirm: 'staff-Reset-2026',
      });
      expect(reset.statusCode).toBe(200);
    });
  });
});
