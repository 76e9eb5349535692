import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase, uniqueEmail } from '../../../../tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '../../../../tests/support/test-app.js';
import { testVisitor } from '../../../../tests/support/test-visitor.js';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { attemptLimits } from './attempt-limits.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

describe('attempt limits', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterEach(() => testApp.close());

  it('stop password guessing on one address for minutes, not for long, while other members sign in', async () => {
    const victim = await createMember(testApp.app.db);
    const other = await createMember(testApp.app.db);
    const attacker = testVisitor(testApp.app);
    const guess = () =>
      attacker.post(apiPaths.login, { email: victim.email, password: 'guess-123456', passphrase: 'もみじ' });
    for (let attempt = 0; attempt < attemptLimits.login.perEmail.max; attempt++) {
      expect((await guess()).statusCode).toBe(401);
    }
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: copy.login.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(
      attemptLimits.login.perEmail.minutes * 60,
    );

    const rightPassword = await attacker.post(apiPaths.login, {
      email: victim.email,
      password: victim.password,
      passphrase: 'もみじ',
    });
    expect(rightPassword.statusCode).toBe(429);
    const someoneElse = await testVisitor(testApp.app).post(apiPaths.login, {
      email: other.email,
      password: other.password,
      passphrase: 'もみじ',
    });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('stop passphrase guessing at the gate per address', async () => {
    const guesser = testVisitor(testApp.app);
    for (let attempt = 0; attempt < attemptLimits.gate.perIp.max; attempt++) {
      await guesser.post(apiPaths.gate, { passphrase: `guess-${attempt}` });
    }
    const limited = await guesser.post(apiPaths.gate, { passphrase: 'もみじ' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: copy.site.tooManyAttempts });
  });

  it('limit sign-ups per address and per e-mail', async () => {
    const email = uniqueEmail();
    const signUp = (address: string) =>
      testVisitor(testApp.app).post(apiPaths.register, {
        email: address,
        password: 'x',
        passwordConfirm: 'y',
        passphrase: 'もみじ',
      });
    for (let attempt = 0; attempt < attemptLimits.register.perEmail.max; attempt++) {
      expect((await signUp(email)).statusCode).toBe(400);
    }
    expect((await signUp(email)).statusCode).toBe(429);
    const remaining = attemptLimits.register.perIp.max - attemptLimits.register.perEmail.max - 1;
    for (let attempt = 0; attempt < remaining; attempt++) await signUp(uniqueEmail());
    expect((await signUp(uniqueEmail())).statusCode).toBe(429);
  });

  it('limit reset mails per e-mail', async () => {
    const member = await createMember(testApp.app.db);
    const ask = () => testVisitor(testApp.app).post(apiPaths.passwordReset, { email: member.email });
    for (let attempt = 0; attempt < attemptLimits.passwordReset.perEmail.max; attempt++) {
      expect((await ask()).statusCode).toBe(200);
    }
    expect((await ask()).statusCode).toBe(429);
  });
});
