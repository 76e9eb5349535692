import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, setPassphrase, uniqueEmail } from '#tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { attemptLimits } from './attempt-limits.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

describe('attempt limits', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    clock.set('2026-11-21T03:00:00Z');
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterEach(() => testApp.close());

  const from = (address: string) => {
    const visitor = testVisitor(testApp.app);
    const post = (url: string, payload: object) =>
      visitor.request({ method: 'POST', url, payload, remoteAddress: address });
    return Object.assign(visitor, { post });
  };

  it(
    'someone trying her e-mail from another address cannot lock her out: she signs in at once from hers',
    { timeout: 60_000 },
    async () => {
      const victim = await createMember(testApp.app.db);
      const attacker = from('198.51.100.7');
      const waits: number[] = [];
      let failed = 0;
      for (let request = 0; failed < 30; request++) {
        expect(request).toBeLessThan(100);
        const response = await attacker.post(apiPaths.login, {
          email: victim.email,
          password: `guess-${failed}-123456`,
          passphrase: 'もみじ',
        });
        if (response.statusCode === 429) {
          // The attacker's address waits, longer each time.
          expect(response.json()).toEqual({ message: copy.login.tooManyAttempts });
          const wait = Number(response.headers['retry-after']);
          waits.push(wait);
          clock.set(new Date(clock.now().getTime() + wait * 1000));
          continue;
        }
        expect(response.statusCode).toBe(401);
        failed += 1;
      }
      expect(waits.length).toBeGreaterThan(10);
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
      expect(waits.at(-1)!).toBeGreaterThan(waits[0]! * 100);

      const started = Date.now();
      const own = await from('203.0.113.5').post(apiPaths.login, {
        email: victim.email,
        password: victim.password,
        passphrase: 'もみじ',
      });
      expect(own.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(30_000);
    },
  );

  it('requests with her e-mail but without the passphrase lock nothing', async () => {
    const victim = await createMember(testApp.app.db);
    const stranger = from('198.51.100.8');
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await stranger.post(apiPaths.login, {
        email: victim.email,
        password: 'anything-123456',
        passphrase: '',
      });
      expect(response.statusCode).toBe(400);
    }
    const own = await from('203.0.113.6').post(apiPaths.login, {
      email: victim.email,
      password: victim.password,
      passphrase: 'もみじ',
    });
    expect(own.statusCode).toBe(200);
  });

  it('slow down only the address that failed: the wait ends, and the right password then works there', async () => {
    const member = await createMember(testApp.app.db);
    const typo = from('198.51.100.9');
    const login = (password: string) =>
      typo.post(apiPaths.login, { email: member.email, password, passphrase: 'もみじ' });
    for (let attempt = 0; attempt < attemptLimits.passwordFailures.free; attempt++) {
      expect((await login('wrong-password-1')).statusCode).toBe(401);
    }
    const waiting = await login(member.password);
    expect(waiting.statusCode).toBe(429);
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(attemptLimits.passwordFailures.firstWaitSeconds);
    clock.set(new Date(clock.now().getTime() + wait * 1000));
    expect((await login(member.password)).statusCode).toBe(200);
  });

  it('do not forget an address however many others come after it', { timeout: 120_000 }, async () => {
    const guesser = from('198.51.100.10');
    for (let attempt = 0; attempt < attemptLimits.gate.perIp.max; attempt++) {
      await guesser.post(apiPaths.gate, { passphrase: '' });
    }
    expect((await guesser.post(apiPaths.gate, { passphrase: '' })).statusCode).toBe(429);
    // More addresses than the old in-memory store kept, a few at a time as they would arrive.
    const others = Array.from({ length: 5_001 }, (_, n) => `10.0.${Math.floor(n / 256)}.${n % 256}`);
    for (let start = 0; start < others.length; start += 25) {
      await Promise.all(
        others.slice(start, start + 25).map((address) =>
          testApp.app.inject({
            method: 'POST',
            url: apiPaths.gate,
            payload: { passphrase: '' },
            headers: { [csrfHeader.name]: csrfHeader.value },
            remoteAddress: address,
          }),
        ),
      );
    }
    expect((await guesser.post(apiPaths.gate, { passphrase: '' })).statusCode).toBe(429);
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
