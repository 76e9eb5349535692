import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { expectNewAccountSignedIn, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Mail } from '#server/mail/mailer.js';

const clock = fixedClock('2026-11-23T03:00:00Z');
const words = copy.staff;

describe('staff roles and invitations', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  const sent: Mail[] = [];
  let failMail = false;

  beforeEach(async () => {
    clock.set('2026-11-23T03:00:00Z');
    sent.length = 0;
    failMail = false;
    testApp = await createTestApp({
      clock,
      mailer: {
        send: async (mail) => {
          if (failMail) throw new Error('SMTP is down');
          sent.push(mail);
        },
      },
    });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    owner = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  const invite = (email: string, role: 'owner' | 'editor' = 'editor') =>
    owner.post(apiPaths.adminStaffInvitations, { email, role });
  /** The token of the last invitation mailed to `email`. */
  const tokenMailedTo = (email: string) => {
    const mail = sent.filter((candidate) => candidate.to === email).at(-1)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/staff-invitation');
    return link.searchParams.get('token')!;
  };
  const staffList = async () => (await owner.get(apiPaths.adminStaff)).json();
  const roleOf = async (email: string) =>
    (
      await testApp.app.db
        .selectFrom('users')
        .select('staffRole')
        .where('email', '=', email)
        .executeTakeFirst()
    )?.staffRole;

  describe('inviting', () => {
    it('mails a single-use link once, lists the invitation, and lets the owner cancel it', async () => {
      const response = await invite(' New.Editor@Example.jp ');
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(words.invited('new.editor@example.jp', 7));
      expect(sent.map((mail) => mail.to)).toEqual(['new.editor@example.jp']);
      expect(sent[0]!.subject).toContain('運営スタッフへのご招待');
      expect(sent[0]!.text).toContain(words.roles.editor);

      const list = await staffList();
      expect(list.items).toEqual([
        { id: owner.userId, email: owner.email, displayName: null, role: 'owner' },
      ]);
      expect(list.invitations).toEqual([
        {
          id: expect.any(String),
          email: 'new.editor@example.jp',
          role: 'editor',
          createdAt: '2026-11-23T03:00:00.000Z',
          expiresAt: '2026-11-30T03:00:00.000Z',
        },
      ]);

      const token = tokenMailedTo('new.editor@example.jp');
      const cancelled = await owner.request({
        method: 'DELETE',
        url: apiPaths.adminStaffInvitation(list.invitations[0].id),
      });
      expect(cancelled.json()).toEqual({ message: words.invitationCancelled('new.editor@example.jp') });
      expect((await staffList()).invitations).toEqual([]);
      const details = await testVisitor(testApp.app).post(apiPaths.staffInvitation, { token });
      expect(details.statusCode).toBe(404);
      expect(details.json()).toEqual({ message: words.invitation.linkInvalid });
    });

    it('keeps only the newest link to an address working', async () => {
      await invite('twice@example.jp');
      const first = tokenMailedTo('twice@example.jp');
      await invite('twice@example.jp', 'owner');
      const second = tokenMailedTo('twice@example.jp');
      const visitor = testVisitor(testApp.app);
      expect((await visitor.post(apiPaths.staffInvitation, { token: first })).statusCode).toBe(404);
      expect((await visitor.post(apiPaths.staffInvitation, { token: second })).json()).toEqual({
        email: 'twice@example.jp',
        role: 'owner',
        hasAccount: false,
      });
      expect((await staffList()).invitations).toHaveLength(1);
    });

    it.each([
      ['', copy.mypage.emailMissing],
      ['not-an-address', copy.register.badEmail],
    ])('asks for a usable address instead of %j', async (email, message) => {
      const response = await invite(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field: 'email' });
      expect(sent).toEqual([]);
    });

    it('refuses to invite someone who is staff already', async () => {
      const editor = await createMember(testApp.app.db, { staffRole: 'editor' });
      const response = await invite(editor.email);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: words.alreadyStaff });
    });

    it('keeps no invitation when its mail cannot be sent, and says so', async () => {
      failMail = true;
      const response = await invite('unlucky@example.jp');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: words.mailFailed });
      expect((await staffList()).invitations).toEqual([]);
    });
  });

  describe('accepting', () => {
    it('makes a new address an account on the staff, signed in, and uses the link once', async () => {
      await invite('fresh@example.jp');
      const token = tokenMailedTo('fresh@example.jp');
      const visitor = testVisitor(testApp.app);
      expect((await visitor.post(apiPaths.staffInvitation, { token })).json()).toEqual({
        email: 'fresh@example.jp',
        role: 'editor',
        hasAccount: false,
      });
      const response = await visitor.post(apiPaths.staffInvitationSignUp, {
        token,
        displayName: ' さくら ',
        password: 'sakura-Hen-2026',
        passwordConfirm: 'sakura-Hen-2026',
      });
      expectNewAccountSignedIn(response, words.invitation.accepted(words.roles.editor), {
        user: { email: 'fresh@example.jp', staffRole: 'editor' },
      });
      expect((await visitor.get(apiPaths.adminContents)).statusCode).toBe(200);
      expect((await visitor.get(apiPaths.adminMembers)).statusCode).toBe(403);
      expect((await staffList()).items).toContainEqual({
        id: expect.any(String),
        email: 'fresh@example.jp',
        displayName: 'さくら',
        role: 'editor',
      });
      expect((await staffList()).invitations).toEqual([]);

      const again = await testVisitor(testApp.app).post(apiPaths.staffInvitationSignUp, {
        token,
        password: 'other-Pass-2026',
        passwordConfirm: 'other-Pass-2026',
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: words.invitation.linkUsed });
    });

    it('keeps the link usable after a refused password, naming the field', async () => {
      await invite('careful@example.jp');
      const token = tokenMailedTo('careful@example.jp');
      const visitor = testVisitor(testApp.app);
      const refused = await visitor.post(apiPaths.staffInvitationSignUp, {
        token,
        password: 'sakura-Hen-2026',
        passwordConfirm: 'sakura-Hen-2027',
      });
      expect(refused.json()).toEqual({ message: copy.register.mismatch, field: 'passwordConfirm' });
      const common = await visitor.post(apiPaths.staffInvitationSignUp, {
        token,
        password: 'password',
        passwordConfirm: 'password',
      });
      expect(common.json()).toEqual({ message: copy.register.tooCommon, field: 'password' });
      expect((await visitor.post(apiPaths.staffInvitation, { token })).statusCode).toBe(200);
    });

    it('lets an existing member accept once signed in, and tells her to sign in first', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      await invite(member.email, 'owner');
      const token = tokenMailedTo(member.email);
      const stranger = testVisitor(testApp.app);
      expect((await stranger.post(apiPaths.staffInvitation, { token })).json()).toMatchObject({
        hasAccount: true,
      });
      // Her address has an account: no second account is made from the link.
      const signUp = await stranger.post(apiPaths.staffInvitationSignUp, {
        token,
        password: 'sakura-Hen-2026',
        passwordConfirm: 'sakura-Hen-2026',
      });
      expect(signUp.statusCode).toBe(409);
      expect(signUp.json()).toEqual({ message: words.invitation.accountExists });
      expect((await stranger.post(apiPaths.staffInvitationAccept, { token })).statusCode).toBe(401);

      const accepted = await member.post(apiPaths.staffInvitationAccept, { token });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        message: words.invitation.accepted(words.roles.owner),
        session: { user: { email: member.email, staffRole: 'owner' } },
      });
      expect(await roleOf(member.email)).toBe('owner');
      expect((await member.get(apiPaths.adminMembers)).statusCode).toBe(200);
    });

    it('refuses a member signed in with another address, and changes nothing', async () => {
      const invited = await createMember(testApp.app.db);
      const other = await signedInMember(testApp.app, 'もみじ');
      await invite(invited.email);
      const token = tokenMailedTo(invited.email);
      const response = await other.post(apiPaths.staffInvitationAccept, { token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: words.invitation.wrongAccount(invited.email) });
      expect(await roleOf(other.email)).toBeNull();
      expect(await roleOf(invited.email)).toBeNull();
      expect((await testVisitor(testApp.app).post(apiPaths.staffInvitation, { token })).statusCode).toBe(200);
    });

    it('refuses a link after 7 days, saying it has expired', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      await invite(member.email);
      const token = tokenMailedTo(member.email);
      clock.set('2026-11-30T03:00:00.001Z');
      const details = await testVisitor(testApp.app).post(apiPaths.staffInvitation, { token });
      expect(details.statusCode).toBe(410);
      expect(details.json()).toEqual({ message: words.invitation.linkExpired });
      const accept = await member.post(apiPaths.staffInvitationAccept, { token });
      expect(accept.json()).toEqual({ message: words.invitation.linkExpired });
      expect(await roleOf(member.email)).toBeNull();
      expect((await staffList()).invitations).toEqual([]);
    });

    it('refuses an invented token', async () => {
      const response = await testVisitor(testApp.app).post(apiPaths.staffInvitation, { token: 'invented' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: words.invitation.linkInvalid });
    });
  });

  describe('roles', () => {
    it('changes a role both ways and takes someone off the staff, leaving her a member', async () => {
      const editor = await signedInMember(testApp.app, 'もみじ', { staffRole: 'editor' });
      const promoted = await owner.request({
        method: 'PUT',
        url: apiPaths.adminStaffRole(editor.userId),
        payload: { role: 'owner' },
      });
      expect(promoted.json()).toEqual({
        message: words.roleChanged(editor.email, words.roles.owner),
        member: { id: editor.userId, email: editor.email, displayName: null, role: 'owner' },
      });
      expect((await editor.get(apiPaths.adminPassphrases)).statusCode).toBe(200);

      const removed = await owner.request({
        method: 'DELETE',
        url: apiPaths.adminStaffMember(editor.userId),
      });
      expect(removed.json()).toEqual({ message: words.removed(editor.email) });
      expect(await roleOf(editor.email)).toBeNull();
      // The same session goes on, as a member's.
      expect((await editor.get(apiPaths.adminContents)).statusCode).toBe(403);
      expect((await editor.get(apiPaths.session)).json()).toMatchObject({
        state: 'authenticated',
        user: { staffRole: null },
      });
    });

    it('never demotes nor removes the last オーナー, even herself', async () => {
      for (const request of [
        { method: 'PUT' as const, url: apiPaths.adminStaffRole(owner.userId), payload: { role: 'editor' } },
        { method: 'DELETE' as const, url: apiPaths.adminStaffMember(owner.userId) },
      ]) {
        const response = await owner.request(request);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: words.lastOwner });
      }
      expect(await roleOf(owner.email)).toBe('owner');
    });

    it('counts a disabled オーナー as none', async () => {
      const other = await createMember(testApp.app.db, { isAdmin: true });
      await testApp.app.db
        .updateTable('users')
        .set({ disabledAt: '2026-11-01T00:00:00.000Z' })
        .where('id', '=', other.id)
        .execute();
      const response = await owner.request({
        method: 'PUT',
        url: apiPaths.adminStaffRole(owner.userId),
        payload: { role: 'editor' },
      });
      expect(response.json()).toEqual({ message: words.lastOwner });
    });

    it('lets an オーナー step down while another remains', async () => {
      const other = await createMember(testApp.app.db, { isAdmin: true });
      const response = await owner.request({
        method: 'PUT',
        url: apiPaths.adminStaffRole(owner.userId),
        payload: { role: 'editor' },
      });
      expect(response.statusCode).toBe(200);
      expect((await owner.get(apiPaths.adminStaff)).json()).toEqual({ message: copy.site.ownerOnly });
      expect(await roleOf(other.email)).toBe('owner');
    });

    it('lets two オーナー demoting each other at once leave one', async () => {
      const other = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
      const [first, second] = await Promise.all([
        owner.request({
          method: 'PUT',
          url: apiPaths.adminStaffRole(other.userId),
          payload: { role: 'editor' },
        }),
        other.request({
          method: 'PUT',
          url: apiPaths.adminStaffRole(owner.userId),
          payload: { role: 'editor' },
        }),
      ]);
      // One wins. The other is refused: 409 when both came in as オーナー, or 403 when her own
      // demotion was written before her request was read.
      const [won, refused] = [first.statusCode, second.statusCode].sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(refused);
      const owners = await testApp.app.db
        .selectFrom('users')
        .select('id')
        .where('staffRole', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
    });

    it('changes nobody who is not staff', async () => {
      const member = await createMember(testApp.app.db);
      const response = await owner.request({
        method: 'PUT',
        url: apiPaths.adminStaffRole(member.id),
        payload: { role: 'owner' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: words.notStaff });
      expect(await roleOf(member.email)).toBeNull();
    });
  });
});
