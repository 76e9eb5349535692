import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { Mail } from '#server/mail/mailer.js';
import type { UserRow } from '../users/user-repository.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

describe('forgotten password', () => {
  let testApp: TestApp;
  let member: UserRow & { password: string };
  const sent: Mail[] = [];

  beforeEach(async () => {
    clock.set('2026-11-21T03:00:00Z');
    sent.length = 0;
    testApp = await createTestApp({ clock, mailer: { send: async (mail) => void sent.push(mail) } });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    member = await createMember(testApp.app.db);
  });
  afterEach(() => testApp.close());

  async function requestLink(email = member.email): Promise<string> {
    const response = await testVisitor(testApp.app).post(apiPaths.passwordReset, { email });
    expect(response.json()).toEqual({ message: copy.reset.requestDone });
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const link = /https?:\/\/\S+/.exec(sent.at(-1)!.text)![0];
    return new URL(link).searchParams.get('token')!;
  }
  const confirm = (token: string, password = 'fresh-Start-2026', passwordConfirm = password) =>
    testVisitor(testApp.app).post(apiPaths.passwordResetConfirm, { token, password, passwordConfirm });
  const login = (password: string) =>
    testVisitor(testApp.app).post(apiPaths.login, { email: member.email, password, passphrase: 'もみじ' });

  it('answers the same whether or not the address exists, and mails only a member', async () => {
    const unknown = await testVisitor(testApp.app).post(apiPaths.passwordReset, {
      email: 'nobody@example.jp',
    });
    const known = await testVisitor(testApp.app).post(apiPaths.passwordReset, { email: member.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => sent.map((mail) => mail.to)).toEqual([member.email]);
    expect(sent[0]!.text).toContain('http://localhost:3000/reset-password?token=');
  });

  it('sets a new password once, ends every session of the member, and refuses the link a second time', async () => {
    const elsewhere = testVisitor(testApp.app);
    await elsewhere.post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase: 'もみじ',
    });
    expect((await elsewhere.get(apiPaths.session)).json()).toMatchObject({ kind: 'member' });

    const token = await requestLink();
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: copy.reset.done });
    expect((await elsewhere.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    expect((await login('fresh-Start-2026')).statusCode).toBe(200);
    expect((await login(member.password)).statusCode).toBe(401);

    const again = await confirm(token, 'another-Start-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: copy.reset.linkInvalid, field: 'token' });
  });

  it('stops every other link the member was sent once one is used', async () => {
    const first = await requestLink();
    const second = await requestLink();
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first, 'another-Start-2026')).json()).toEqual({
      message: copy.reset.linkInvalid,
      field: 'token',
    });
  });

  it('refuses a link after one hour', async () => {
    const token = await requestLink();
    clock.set('2026-11-21T04:00:00.001Z');
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.reset.linkInvalid, field: 'token' });
    expect((await login(member.password)).statusCode).toBe(200);
  });

  it('refuses an invented token', async () => {
    const response = await confirm('invented-token');
    expect(response.json()).toEqual({ message: copy.reset.linkInvalid, field: 'token' });
  });

  it.each([
    [
      'a confirmation that differs',
      'fresh-Start-2026',
      'fresh-Start-2027',
      copy.register.mismatch,
      'passwordConfirm',
    ],
    ['a short password', 'abc12', 'abc12', copy.register.tooShort, 'password'],
    ['a common password', 'sunshine', 'sunshine', copy.register.tooCommon, 'password'],
    ['an empty confirmation', 'fresh-Start-2026', ' ', copy.register.missingField, 'passwordConfirm'],
  ])(
    'keeps the link usable after %s, naming the field',
    async (_case, password, passwordConfirm, message, field) => {
      const token = await requestLink();
      const refused = await confirm(token, password, passwordConfirm);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message, field });
      expect((await confirm(token)).statusCode).toBe(200);
    },
  );

  it.each([
    ['', copy.mypage.emailMissing],
    ['not-an-address', copy.register.badEmail],
  ])('asks for a usable address instead of %j', async (email, message) => {
    const response = await testVisitor(testApp.app).post(apiPaths.passwordReset, { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field: 'email' });
  });
});
