import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '../../../../tests/support/accounts.js';
import { signedInGuest, signedInMember } from '../../../../tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '../../../../tests/support/test-app.js';
import { testVisitor } from '../../../../tests/support/test-visitor.js';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import type { Mail } from '../../mail/mailer.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

describe('my page: profile and password', () => {
  let testApp: TestApp;
  const sent: Mail[] = [];
  beforeEach(async () => {
    sent.length = 0;
    testApp = await createTestApp({ clock, mailer: { send: async (mail) => void sent.push(mail) } });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterEach(() => testApp.close());

  it('shows and saves the profile; the display name is optional', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await member.get(apiPaths.me)).json()).toEqual({ email: member.email, displayName: null });
    const saved = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: ' New.Address@Example.jp ', displayName: ' はなこ ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: 'new.address@example.jp', displayName: 'はなこ' });
    expect((await member.get(apiPaths.session)).json().user).toMatchObject({
      email: 'new.address@example.jp',
      displayName: 'はなこ',
    });
    // The old address hears of it, in case someone else changed it.
    await expect.poll(() => sent.map((mail) => mail.to)).toEqual([member.email]);
    expect(sent[0]!.text).toContain('new.address@example.jp');
    const cleared = await member.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: 'new.address@example.jp', displayName: '' },
    });
    expect(cleared.json().displayName).toBeNull();
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
      payload: { email: taken.email, displayName: '' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: copy.register.emailTaken });
  });

  it('changes the password after checking the current one, and ends every other session', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const otherPhone = testVisitor(testApp.app);
    await otherPhone.post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase: 'もみじ',
    });

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
