import { describe, expect, it } from 'vitest';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { adminForEachTest } from '#tests/support/admin-screen.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { reminderRecipients } from '../live/live-member-repository.js';
import { listSubscriptions } from '../push/push-subscription-repository.js';

const passphrase = 'もみじがり2026';

describe('revoking access', () => {
  // 21:00 on 23 November in Tokyo.
  const site = adminForEachTest({
    at: '2026-11-23T12:00:00Z',
    passphrases: { '2026-11': passphrase },
    signInWith: passphrase,
  });

  const state = async (visitor: ReturnType<typeof testVisitor>) =>
    (await visitor.get(apiPaths.session)).json();
  const setMonth = (month: string, value: string) =>
    site.admin.request({
      method: 'PUT',
      url: apiPaths.adminPassphrase(month),
      payload: { passphrase: value },
    });

  describe("replacing this month's passphrase", () => {
    it('ends the guest sessions opened with the old one, and only those', async () => {
      const guests = [
        await signedInGuest(site.testApp.app, passphrase),
        await signedInGuest(site.testApp.app, passphrase),
      ];
      const member = await signedInMember(site.testApp.app, passphrase);

      // Next month's passphrase, or the same one again, ends nothing.
      expect((await setMonth('2026-12', 'ふゆのあさ2026')).json()).toMatchObject({ endedGuestSessions: 0 });
      expect((await setMonth('2026-11', ` ${passphrase} `)).json()).toMatchObject({ endedGuestSessions: 0 });
      for (const guest of guests) expect(await state(guest)).toMatchObject({ kind: 'guest' });

      const replaced = await setMonth('2026-11', 'あたらしいもみじ2026');
      expect(replaced.json()).toMatchObject({
        message: copy.admin.passphraseSaved('2026-11'),
        endedGuestSessions: 2,
      });
      for (const guest of guests) {
        expect(await state(guest)).toEqual({ state: 'unauthenticated' });
        expect((await guest.get(apiPaths.feed)).statusCode).toBe(401);
      }
      expect(await state(member)).toMatchObject({ kind: 'member' });
      expect(await state(site.admin)).toMatchObject({ kind: 'member' });
      // The new passphrase opens new guest sessions, which stay.
      const newGuest = await signedInGuest(site.testApp.app, 'あたらしいもみじ2026');
      expect(await state(newGuest)).toMatchObject({ kind: 'guest' });
    });
  });

  describe('a disabled member', () => {
    it('is signed out everywhere, refused at sign-in with a clear message, and let in again when re-enabled', async () => {
      const member = await signedInMember(site.testApp.app, passphrase);
      const phone = testVisitor(site.testApp.app);
      await phone.post(apiPaths.login, { email: member.email, password: member.password, passphrase });

      const disabled = await site.admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberStatus(member.userId),
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({
        message: copy.admin.members.disabledDone(member.email),
        member: { id: member.userId, disabled: true },
      });
      expect(await state(member)).toEqual({ state: 'unauthenticated' });
      expect(await state(phone)).toEqual({ state: 'unauthenticated' });

      const login = (password: string) =>
        testVisitor(site.testApp.app).post(apiPaths.login, { email: member.email, password, passphrase });
      const refused = await login(member.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: copy.login.accountDisabled });
      // Without her password nobody learns that the account is disabled.
      expect((await login('not-her-password')).json()).toEqual({
        message: copy.login.wrongCredentials,
        guestAvailable: true,
      });
      // No reset link reaches a disabled account.
      await testVisitor(site.testApp.app).post(apiPaths.passwordReset, { email: member.email });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(site.sent.filter((mail) => mail.to === member.email)).toEqual([]);
      const listed = (await site.admin.get(apiPaths.adminMembers)).json().items;
      expect(listed.find((item: { id: string }) => item.id === member.userId)).toMatchObject({
        disabled: true,
      });

      const enabled = await site.admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberStatus(member.userId),
        payload: { disabled: false },
      });
      expect(enabled.json()).toMatchObject({
        message: copy.admin.members.enabledDone(member.email),
        member: { disabled: false },
      });
      expect((await login(member.password)).statusCode).toBe(200);
    });

    it('loses her calendar feed address, her reminder mail and her phone reminders', async () => {
      const member = await signedInMember(site.testApp.app, passphrase);
      const issued = await member.post(apiPaths.myLiveCalendarFeed);
      expect(issued.statusCode, issued.body).toBe(200);
      const feedUrl = new URL((issued.json() as { url: string }).url);
      const feedPath = `${feedUrl.pathname}${feedUrl.search}`;
      const reminder = await member.request({
        method: 'PUT',
        url: apiPaths.myLiveReminder,
        payload: { enabled: true },
      });
      expect(reminder.statusCode, reminder.body).toBe(200);
      const device = await member.post(apiPaths.myPushSubscription, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/her-phone',
        keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
      });
      expect(device.statusCode, device.body).toBe(200);
      const calendarApp = testVisitor(site.testApp.app);
      expect((await calendarApp.get(feedPath)).statusCode).toBe(200);

      const disabled = await site.admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberStatus(member.userId),
        payload: { disabled: true },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect((await calendarApp.get(feedPath)).statusCode).toBe(404);
      expect((await reminderRecipients(site.testApp.app.db)).map((row) => row.userId)).not.toContain(
        member.userId,
      );
      expect((await listSubscriptions(site.testApp.app.db)).map((row) => row.userId)).not.toContain(
        member.userId,
      );

      // Let in again, she turns them on afresh: the old feed address stays dead.
      await site.admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberStatus(member.userId),
        payload: { disabled: false },
      });
      expect((await calendarApp.get(feedPath)).statusCode).toBe(404);
    });

    it('gets nothing even where her feed, opt-in or device rows remain', async () => {
      const member = await signedInMember(site.testApp.app, passphrase);
      const issued = await member.post(apiPaths.myLiveCalendarFeed);
      const feedUrl = new URL((issued.json() as { url: string }).url);
      const feedPath = `${feedUrl.pathname}${feedUrl.search}`;
      await member.request({ method: 'PUT', url: apiPaths.myLiveReminder, payload: { enabled: true } });
      await member.post(apiPaths.myPushSubscription, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/kept-row',
        keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
      });
      // Disabled some other way than the admin screen (by hand in the database), rows left behind.
      await site.testApp.app.db
        .updateTable('users')
        .set({ disabledAt: '2026-11-23T12:00:00.000Z' })
        .where('id', '=', member.userId)
        .execute();
      expect((await testVisitor(site.testApp.app).get(feedPath)).statusCode).toBe(404);
      expect((await reminderRecipients(site.testApp.app.db)).map((row) => row.userId)).not.toContain(
        member.userId,
      );
      expect((await listSubscriptions(site.testApp.app.db)).map((row) => row.userId)).not.toContain(
        member.userId,
      );
      // The rows themselves are still there: the queries, not the clean-up, kept her out.
      const rows = await site.testApp.app.db
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('userId', '=', member.userId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('cannot be the admin herself', async () => {
      const response = await site.admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberStatus(site.admin.userId),
        payload: { disabled: true },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: copy.admin.members.cannotDisableSelf });
      expect(await state(site.admin)).toMatchObject({ kind: 'member' });
    });

    it('answers an unknown member with 404', async () => {
      const response = await site.admin.request({
        method: 'PUT',
        url: apiPaths.adminMemberStatus('no-such-member'),
        payload: { disabled: true },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('ending all sessions of a member', () => {
    it('signs her out on every device; she can sign in again', async () => {
      const member = await signedInMember(site.testApp.app, passphrase);
      const tablet = testVisitor(site.testApp.app);
      await tablet.post(apiPaths.login, { email: member.email, password: member.password, passphrase });
      const ended = await site.admin.request({
        method: 'DELETE',
        url: apiPaths.adminMemberSessions(member.userId),
      });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ message: copy.admin.members.sessionsEnded(member.email) });
      expect(await state(member)).toEqual({ state: 'unauthenticated' });
      expect(await state(tablet)).toEqual({ state: 'unauthenticated' });
      expect(
        (await tablet.post(apiPaths.login, { email: member.email, password: member.password, passphrase }))
          .statusCode,
      ).toBe(200);
    });

    it('keeps the admin’s own session when she ends her other ones', async () => {
      const elsewhere = testVisitor(site.testApp.app);
      await elsewhere.post(apiPaths.login, {
        email: site.admin.email,
        password: site.admin.password,
        passphrase,
      });
      const ended = await site.admin.request({
        method: 'DELETE',
        url: apiPaths.adminMemberSessions(site.admin.userId),
      });
      // She is told this device stays signed in.
      expect(ended.json()).toEqual({ message: copy.admin.members.ownSessionsEnded });
      expect(await state(elsewhere)).toEqual({ state: 'unauthenticated' });
      expect(await state(site.admin)).toMatchObject({ kind: 'member' });
    });
  });
});
