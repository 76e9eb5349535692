import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { UserRow } from '../users/user-repository.js';

// 23:30 on 30 November in Tokyo: thirty minutes before the month ends there.
const lateNovember = '2026-11-30T14:30:00Z';
const clock = fixedClock(lateNovember);

describe('login', () => {
  let testApp: TestApp;
  let member: UserRow & { password: string };
  const login = (visitor = testVisitor(testApp.app), fields: object = {}) =>
    visitor.post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase: 'もみじ',
      ...fields,
    });

  beforeEach(async () => {
    clock.set(lateNovember);
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await setPassphrase(testApp.app.db, '2026-12', 'ゆず');
    member = await createMember(testApp.app.db);
  });
  afterEach(() => testApp.close());

  it.each([
    ['e-mail', { email: '' }, 'email'],
    ['password', { password: '' }, 'password'],
    ['passphrase', { passphrase: ' ' }, 'passphrase'],
  ])('asks for every field when the %s is missing, naming it', async (_field, change, field) => {
    const response = await login(undefined, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.login.missingField, field });
  });

  it('refuses a wrong passphrase without saying whether the password was right', async () => {
    const right = await login(undefined, { passphrase: 'さくら' });
    const wrong = await login(undefined, { passphrase: 'さくら', password: 'not-the-password' });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: copy.login.wrongPassphrase, field: 'passphrase' });
    expect(wrong.json()).toEqual(right.json());
  });

  it('offers the guest fallback when only the password is wrong, and answers an unknown address the same way', async () => {
    const wrongPassword = await login(undefined, { password: 'not-the-password' });
    const unknownEmail = await login(undefined, { email: 'nobody@example.jp' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: copy.login.wrongCredentials, guestAvailable: true });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('never signs anyone in as a member without the password', async () => {
    const visitor = testVisitor(testApp.app);
    await login(visitor, { password: 'not-the-password' });
    expect((await visitor.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    expect(visitor.sessionToken).toBeUndefined();
  });

  it('signs in with a new session id each time, and the old id stops working', async () => {
    const visitor = testVisitor(testApp.app);
    const first = await login(visitor, { email: member.email.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      next: null,
      session: { state: 'authenticated', kind: 'member', user: { id: member.id, email: member.email } },
    });
    const firstToken = visitor.sessionToken!;
    await login(visitor);
    expect(visitor.sessionToken).not.toBe(firstToken);

    const stale = testVisitor(testApp.app);
    stale.useSessionToken(firstToken);
    expect((await stale.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    const user = await testApp.app.db
      .selectFrom('users')
      .select('lastLoginAt')
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(user?.lastLoginAt).toBe(new Date(lateNovember).toISOString());
  });

  it('turns a guest session into a member session with a new id', async () => {
    const visitor = testVisitor(testApp.app);
    await visitor.post(apiPaths.gate, { passphrase: 'もみじ' });
    const guestToken = visitor.sessionToken;
    await login(visitor);
    expect(visitor.sessionToken).not.toBe(guestToken);
    expect(await testApp.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });

  it('ends the session on the server at logout', async () => {
    const visitor = testVisitor(testApp.app);
    await login(visitor);
    const token = visitor.sessionToken!;
    const response = await visitor.post(apiPaths.logout);
    expect(response.statusCode).toBe(204);
    expect(response.cookies[0]).toMatchObject({ value: '' });
    const replay = testVisitor(testApp.app);
    replay.useSessionToken(token);
    expect((await replay.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
    expect(await testApp.app.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('has no way to change state through GET', async () => {
    const visitor = testVisitor(testApp.app);
    await login(visitor);
    expect((await visitor.get(apiPaths.logout)).statusCode).toBe(404);
    expect((await visitor.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });
  });
});

// The server's own zone must not matter: months are Tokyo months
// (docs/product.md#months-and-the-business-time-zone).
describe.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])(
  'monthly authentication on a server in %s',
  (zone) => {
    let testApp: TestApp;
    let member: UserRow & { password: string };
    let otherMember: UserRow & { password: string };
    const originalZone = process.env.TZ;

    beforeEach(async () => {
      process.env.TZ = zone;
      clock.set(lateNovember);
      testApp = await createTestApp({ clock });
      await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
      await setPassphrase(testApp.app.db, '2026-12', 'ゆず');
      member = await createMember(testApp.app.db);
      otherMember = await createMember(testApp.app.db);
    });
    afterEach(async () => {
      process.env.TZ = originalZone;
      await testApp.close();
    });

    it('asks the same member to authenticate again when the Tokyo month turns, and shows nothing else', async () => {
      const visitor = testVisitor(testApp.app);
      const signedIn = await visitor.post(apiPaths.login, {
        email: member.email,
        password: member.password,
        passphrase: 'もみじ',
      });
      expect(signedIn.json().session.expiresAt).toBe('2026-11-30T14:59:59.999Z');

      clock.set('2026-11-30T14:59:59.999Z');
      expect((await visitor.get(apiPaths.session)).json()).toMatchObject({ state: 'authenticated' });
      clock.set('2026-11-30T15:00:00.000Z');
      expect((await visitor.get(apiPaths.session)).json()).toEqual({
        state: 'requires-monthly-auth',
        email: member.email,
      });

      const someoneElse = await visitor.post(apiPaths.login, {
        email: otherMember.email,
        password: otherMember.password,
        passphrase: 'ゆず',
      });
      expect(someoneElse.statusCode).toBe(403);
      expect(someoneElse.json()).toEqual({ message: copy.login.emailMismatch });

      const novemberPassphrase = await visitor.post(apiPaths.login, {
        email: member.email,
        password: member.password,
        passphrase: 'もみじ',
      });
      expect(novemberPassphrase.json()).toEqual({
        message: copy.login.wrongPassphrase,
        field: 'passphrase',
      });

      const again = await visitor.post(apiPaths.login, {
        email: member.email,
        password: member.password,
        passphrase: 'ゆず',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().session).toMatchObject({
        state: 'authenticated',
        expiresAt: '2026-12-31T14:59:59.999Z',
      });
    });
  },
);

describe('an admin while the month has no passphrase', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    clock.set('2026-12-01T10:00:00+09:00');
    testApp = await createTestApp({ clock });
  });
  afterEach(() => testApp.close());

  it('signs in without a passphrase and is sent to set one; an 編集者 comes in too; a member cannot', async () => {
    const admin = await createMember(testApp.app.db, { isAdmin: true });
    const editor = await createMember(testApp.app.db, { staffRole: 'editor' });
    const member = await createMember(testApp.app.db);
    const adminLogin = await testVisitor(testApp.app).post(apiPaths.login, {
      email: admin.email,
      password: admin.password,
      passphrase: '',
    });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json()).toMatchObject({
      next: 'admin-passphrases',
      session: { user: { staffRole: 'owner' } },
    });
    // She cannot set the passphrase, so she is not sent there.
    const editorLogin = await testVisitor(testApp.app).post(apiPaths.login, {
      email: editor.email,
      password: editor.password,
      passphrase: '',
    });
    expect(editorLogin.json()).toMatchObject({ next: null, session: { user: { staffRole: 'editor' } } });

    const memberLogin = await testVisitor(testApp.app).post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase: '',
    });
    expect(memberLogin.statusCode).toBe(409);
    expect(memberLogin.json()).toEqual({ message: copy.gate.notSet });

    const wrongPassword = await testVisitor(testApp.app).post(apiPaths.login, {
      email: admin.email,
      password: 'not-the-password',
      passphrase: '',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: copy.login.wrongCredentials });
  });

  it('needs the passphrase like everyone once the month has one', async () => {
    await setPassphrase(testApp.app.db, '2026-12', 'ゆず');
    const admin = await createMember(testApp.app.db, { isAdmin: true });
    const response = await testVisitor(testApp.app).post(apiPaths.login, {
      email: admin.email,
      password: admin.password,
      passphrase: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.login.missingField, field: 'passphrase' });
  });
});
