import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { sameMemberElsewhere, signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Mail } from '#server/mail/mailer.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

describe('my page: profile and password', () => {
  let testApp: TestApp;
  const sent: Mail[] = [];
  beforeEach(async () => {
    clock.set('2026-11-21T01:00:00Z');
    sent.length = 0;
    testApp = await createTestApp({ clock, mailer: { send: async (mail) => void sent.push(mail) } });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterEach(() => testApp.close());

  it('shows and saves the profile; the display name is optional and needs no password', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await member.get(apiPaths.me)).json()).toEqual({ email: member.email, displayName: null });
    const saved = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      // The same address, written differently, is no change of address.
      payload: { email: ` ${member.email.toUpperCase()} `, displayName: ' はなこ ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: member.email, displayName: 'はなこ', pendingEmail: null });
    expect((await member.get(apiPaths.session)).json().user).toMatchObject({ displayName: 'はなこ' });
    const cleared = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: member.email, displayName: '' },
    });
    expect(cleared.json().displayName).toBeNull();
    expect(sent).toEqual([]);
  });

  describe('changing the e-mail', () => {
    const newAddress = 'new.address@example.jp';
    const linkIn = (mail: Mail) => /https?:\/\/\S+/.exec(mail.text)![0];
    const tokenIn = (mail: Mail) => new URL(linkIn(mail)).searchParams.get('token')!;
    const confirm = (visitor: ReturnType<typeof testVisitor>, token: string) =>
      visitor.post(apiPaths.emailChangeConfirm, { token });

    async function requestChange(member: Awaited<ReturnType<typeof signedInMember>>, email = newAddress) {
      const response = await member.request({
        method: 'PATCH',
        url: apiPaths.me,
        payload: { email: ` ${email.toUpperCase()} `, displayName: '', currentPassword: member.password },
      });
      expect(response.statusCode).toBe(200);
      await expect.poll(() => sent.filter((mail) => mail.to === email).length).toBe(1);
      return tokenIn(sent.find((mail) => mail.to === email)!);
    }

    it('asks for the current password, so a session alone cannot take the account', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const change = (currentPassword?: string) =>
        member.request({
          method: 'PATCH',
          url: apiPaths.me,
          payload: {
            email: newAddress,
            displayName: 'はなこ',
            ...(currentPassword === undefined ? {} : { currentPassword }),
          },
        });
      for (const missing of [undefined, '', '  ']) {
        const response = await change(missing);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: copy.mypage.currentPasswordMissing,
          field: 'currentPassword',
        });
      }
      const wrong = await change('not-my-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: copy.mypage.currentPasswordWrong, field: 'currentPassword' });
      // Nothing changed, nothing was sent; a reset asked for the new address reaches nobody.
      expect((await member.get(apiPaths.me)).json()).toEqual({ email: member.email, displayName: null });
      await testVisitor(testApp.app).post(apiPaths.passwordReset, { email: newAddress });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toEqual([]);
    });

    it('takes effect only from the link sent to the new address; the old one is told, other sessions end', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const otherPhone = await sameMemberElsewhere(testApp.app, member, 'もみじ');

      const response = await member.request({
        method: 'PATCH',
        url: apiPaths.me,
        payload: { email: newAddress, displayName: 'はなこ', currentPassword: member.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        email: member.email,
        displayName: 'はなこ',
        pendingEmail: newAddress,
      });
      await expect.poll(() => sent.map((mail) => mail.to)).toEqual([newAddress]);
      expect(linkIn(sent[0]!)).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=[\w-]{43}$/);
      // Until the link is opened the old address stays.
      expect((await member.get(apiPaths.session)).json().user.email).toBe(member.email);
      const token = tokenIn(sent[0]!);
      const stored = await testApp.app.db
        .selectFrom('emailChangeTokens')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(stored.id).not.toBe(token);

      const confirmed = await confirm(member, token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: copy.emailChange.done(newAddress) });
      expect((await member.get(apiPaths.session)).json().user.email).toBe(newAddress);
      expect((await otherPhone.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
      await expect.poll(() => sent.map((mail) => mail.to)).toEqual([newAddress, member.email]);
      expect(sent[1]!.text).toContain(newAddress);

      const again = await confirm(testVisitor(testApp.app), token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: copy.emailChange.linkInvalid });
      const login = (email: string) =>
        testVisitor(testApp.app).post(apiPaths.login, {
          email,
          password: member.password,
          passphrase: 'もみじ',
        });
      expect((await login(newAddress)).statusCode).toBe(200);
      expect((await login(member.email)).statusCode).toBe(401);
    });

    it('ends every session of the member when the link is opened elsewhere', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const token = await requestChange(member);
      expect((await confirm(testVisitor(testApp.app), token)).statusCode).toBe(200);
      expect((await member.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    });

    it('refuses a link after one hour, and the address stays', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const token = await requestChange(member);
      clock.set('2026-11-21T02:00:00.001Z');
      try {
        const late = await confirm(member, token);
        expect(late.statusCode).toBe(400);
        expect(late.json()).toEqual({ message: copy.emailChange.linkInvalid });
        expect((await member.get(apiPaths.me)).json().email).toBe(member.email);
      } finally {
        clock.set('2026-11-21T01:00:00Z');
      }
    });

    it('refuses an address someone took in the meantime', async () => {
      const member = await signedInMember(testApp.app, 'もみじ');
      const token = await requestChange(member);
      await createMember(testApp.app.db, { email: newAddress });
      const taken = await confirm(member, token);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: copy.register.emailTaken });
      expect((await member.get(apiPaths.me)).json().email).toBe(member.email);
    });

    it('refuses an invented token', async () => {
      const response = await confirm(testVisitor(testApp.app), 'invented-token');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: copy.emailChange.linkInvalid });
    });
  });

  it.each([
    [{ email: '  ', displayName: '' }, 400, copy.mypage.emailMissing, 'email'],
    [{ email: 'no-dot@example', displayName: '' }, 400, copy.register.badEmail, 'email'],
    [
      { email: 'ok@example.jp', displayName: 'あ'.repeat(51) },
      400,
      copy.mypage.displayNameTooLong,
      'displayName',
    ],
  ])('refuses %j with its message and names the field', async (payload, status, message, field) => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const response = await member.request({ method: 'PATCH', url: apiPaths.me, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message, field });
  });

  it('keeps e-mail addresses unique', async () => {
    const taken = await createMember(testApp.app.db);
    const member = await signedInMember(testApp.app, 'もみじ');
    const response = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: taken.email, displayName: '', currentPassword: member.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: copy.register.emailTaken });
  });

  it('changes the password after checking the current one, and ends every other session', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const otherPhone = await sameMemberElsewhere(testApp.app, member, 'もみじ');

    const change = (fields: object) =>
      member.post(apiPaths.myPassword, {
        currentPassword: member.password,
        newPassword: 'atarashii-Pass-1',
        newPasswordConfirm: 'atarashii-Pass-1',
        ...fields,
      });
    expect((await change({ currentPassword: '' })).json()).toEqual({
      message: copy.register.missingField,
      field: 'currentPassword',
    });
    expect((await change({ currentPassword: 'wrong-password' })).json()).toEqual({
      message: copy.mypage.currentPasswordWrong,
      field: 'currentPassword',
    });
    // The current password is verified before the new one is looked at.
    expect(
      (await change({ currentPassword: 'wrong-password', newPasswordConfirm: 'atarashii-Pass-2' })).json(),
    ).toMatchObject({ message: copy.mypage.currentPasswordWrong });
    expect((await change({ newPasswordConfirm: 'atarashii-Pass-2' })).json()).toEqual({
      message: copy.mypage.newMismatch,
      field: 'newPasswordConfirm',
    });
    expect((await change({ newPassword: 'abc12', newPasswordConfirm: 'abc12' })).json()).toEqual({
      message: copy.mypage.newTooShort,
      field: 'newPassword',
    });
    expect((await change({ newPassword: 'football', newPasswordConfirm: 'football' })).json()).toEqual({
      message: copy.register.tooCommon,
      field: 'newPassword',
    });
    expect((await otherPhone.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });

    const done = await change({});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: copy.mypage.passwordChanged });
    expect((await member.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });
    expect((await otherPhone.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    const withNew = await testVisitor(testApp.app).post(apiPaths.login, {
      email: member.email,
      password: 'atarashii-Pass-1',
      passphrase: 'もみじ',
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('is for members only', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    expect((await guest.get(apiPaths.me)).statusCode).toBe(401);
    expect(
      (
        await guest.post(apiPaths.myPassword, {
          currentPassword: 'a',
          newPassword: 'b',
          newPasswordConfirm: 'b',
        })
      ).statusCode,
    ).toBe(401);
  });
});
