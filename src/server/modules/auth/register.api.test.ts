import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase, uniqueEmail } from '#tests/support/accounts.js';
import { expectNewAccountSignedIn } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { verifyPassword } from './password-hashing.js';

const clock = fixedClock('2026-11-21T03:00:00Z');
const valid = { password: 'hinata-Bokko-77', passwordConfirm: 'hinata-Bokko-77', passphrase: 'もみじ2026' };

describe('registration', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ2026');
  });
  afterEach(() => testApp.close());

  const userCount = async () => (await testApp.app.db.selectFrom('users').select('id').execute()).length;

  it.each([
    ['an empty e-mail', { email: ' ' }, copy.register.missingField, 'email'],
    ['an empty password', { password: '', passwordConfirm: '' }, copy.register.missingField, 'password'],
    ['an empty confirmation', { passwordConfirm: ' ' }, copy.register.missingField, 'passwordConfirm'],
    ['an empty passphrase', { passphrase: '  ' }, copy.register.missingField, 'passphrase'],
    [
      'a confirmation that differs',
      { passwordConfirm: 'hinata-Bokko-78' },
      copy.register.mismatch,
      'passwordConfirm',
    ],
    [
      'a password under six characters',
      { password: 'ab1de', passwordConfirm: 'ab1de' },
      copy.register.tooShort,
      'password',
    ],
    ['an address without a dot after @', { email: 'hanako@example' }, copy.register.badEmail, 'email'],
    ['an address with spaces', { email: 'hana ko@example.jp' }, copy.register.badEmail, 'email'],
    [
      'a name over 50 characters',
      { displayName: 'は'.repeat(51) },
      copy.mypage.displayNameTooLong,
      'displayName',
    ],
    [
      'a common password',
      { password: 'password1', passwordConfirm: 'password1' },
      copy.register.tooCommon,
      'password',
    ],
  ])(
    'refuses %s with its message, names the field and creates nobody',
    async (_case, change, message, field) => {
      const response = await testVisitor(testApp.app).post(apiPaths.register, {
        email: uniqueEmail(),
        ...valid,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
      expect(await userCount()).toBe(0);
    },
  );

  it("refuses a wrong passphrase with the seed's message", async () => {
    const response = await testVisitor(testApp.app).post(apiPaths.register, {
      email: uniqueEmail(),
      ...valid,
      passphrase: 'いちょう',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: copy.register.wrongPassphrase, field: 'passphrase' });
    expect(await userCount()).toBe(0);
  });

  it('keeps "already registered" for a taken address, whatever its capitals', async () => {
    await createMember(testApp.app.db, { email: 'keiko@example.jp' });
    const response = await testVisitor(testApp.app).post(apiPaths.register, {
      email: 'Keiko@Example.jp',
      ...valid,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: copy.register.emailTaken, field: 'email' });
    expect(await userCount()).toBe(1);
  });

  it('creates the member, signs her in until the end of the month, and stores only a hash', async () => {
    const visitor = testVisitor(testApp.app);
    const response = await visitor.post(apiPaths.register, { email: ' Hanako@Example.jp ', ...valid });
    expectNewAccountSignedIn(response, copy.register.success, {
      expiresAt: '2026-11-30T14:59:59.999Z',
      user: { email: 'hanako@example.jp', staffRole: null, displayName: null },
    });
    expect((await visitor.get(apiPaths.session)).json()).toMatchObject({
      state: 'authenticated',
      kind: 'member',
    });
    const user = await testApp.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.lastLoginAt).toBe('2026-11-21T03:00:00.000Z');
    expect(await verifyPassword(user.passwordHash, valid.password)).toBe(true);
  });

  it('saves the optional name, trimmed, where my page reads it', async () => {
    const visitor = testVisitor(testApp.app);
    const response = await visitor.post(apiPaths.register, {
      email: uniqueEmail(),
      ...valid,
      displayName: ' はなこ ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().session.user.displayName).toBe('はなこ');
    expect((await visitor.get(apiPaths.me)).json()).toMatchObject({ displayName: 'はなこ' });
  });

  it('stores no name when she leaves it empty', async () => {
    const visitor = testVisitor(testApp.app);
    await visitor.post(apiPaths.register, { email: uniqueEmail(), ...valid, displayName: '　' });
    expect((await visitor.get(apiPaths.me)).json()).toMatchObject({ displayName: null });
  });

  it('cannot register while the month has no passphrase', async () => {
    clock.set('2026-12-01T09:00:00+09:00');
    try {
      const response = await testVisitor(testApp.app).post(apiPaths.register, {
        email: uniqueEmail(),
        ...valid,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: copy.gate.notSet });
    } finally {
      clock.set('2026-11-21T03:00:00Z');
    }
  });
});
