import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase, uniqueEmail } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { attemptLimits } from './attempt-limits.js';

const clock = fixedClock('2026-11-21T03:00:00Z');
const passphrase = 'もみじの合言葉2026';
const { perAddress, siteWide } = attemptLimits.passphraseGuesses;
const later = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60 * 1000));

describe('wrong passphrases', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    clock.set('2026-11-21T03:00:00Z');
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', passphrase);
  });
  afterEach(() => testApp.close());

  const from = (address: string) => {
    const visitor = testVisitor(testApp.app);
    return {
      gate: (typed: string) =>
        visitor.request({
          method: 'POST',
          url: apiPaths.gate,
          payload: { passphrase: typed },
          remoteAddress: address,
        }),
      login: (typed: string) =>
        visitor.request({
          method: 'POST',
          url: apiPaths.login,
          payload: { email: uniqueEmail(), password: 'some-Password-1', passphrase: typed },
          remoteAddress: address,
        }),
      register: (typed: string) =>
        visitor.request({
          method: 'POST',
          url: apiPaths.register,
          payload: {
            email: uniqueEmail(),
            password: 'hinata-Bokko-77',
            passwordConfirm: 'hinata-Bokko-77',
            passphrase: typed,
          },
          remoteAddress: address,
        }),
    };
  };

  it('count against one budget per address, wherever they are typed', async () => {
    const guesser = from('198.51.100.20');
    const tries = [guesser.gate, guesser.login, guesser.register];
    for (let attempt = 0; attempt < perAddress.max; attempt++) {
      const response = await tries[attempt % 3]!(`まちがい${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    // Spent: the next one waits, even with the right passphrase, wherever it is typed.
    for (const attempt of tries) {
      const waiting = await attempt(passphrase);
      expect(waiting.statusCode).toBe(429);
      const wait = Number(waiting.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(perAddress.minutes * 60);
    }
    // Someone else is not held back.
    expect((await from('198.51.100.21').gate(passphrase)).statusCode).toBe(200);
    later(perAddress.minutes);
    expect((await guesser.gate(passphrase)).statusCode).toBe(200);
  });

  it('do not count when the passphrase is right', async () => {
    const member = from('198.51.100.22');
    for (let attempt = 0; attempt < perAddress.max + 5; attempt++) {
      expect((await member.gate(passphrase)).statusCode).toBe(200);
    }
    expect((await member.gate('まちがい')).statusCode).toBe(401);
  });

  it('stop site-wide after the hourly cap, tell staff, and leave signed-in visitors alone', async () => {
    const admin = await signedInMember(testApp.app, passphrase, { isAdmin: true });
    const member = await signedInMember(testApp.app, passphrase);
    expect((await admin.get(apiPaths.adminStatus)).json().passphraseGuessing).toBeNull();

    // Many addresses, each within its own budget: only the site-wide cap stops them.
    const addresses = Math.ceil(siteWide.max / perAddress.max);
    for (let address = 0; address < addresses; address++) {
      const guesser = from(`203.0.${Math.floor(address / 200)}.${address % 200}`);
      for (let attempt = 0; attempt < perAddress.max; attempt++) await guesser.gate(`まちがい${attempt}`);
    }
    const paused = await from('192.0.2.50').gate(passphrase);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({ message: copy.site.passphraseGuessingPaused });
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(siteWide.minutes * 60);
    expect((await from('192.0.2.51').login(passphrase)).statusCode).toBe(429);

    expect((await member.get(apiPaths.feed)).statusCode).toBe(200);
    const status = (await admin.get(apiPaths.adminStatus)).json().passphraseGuessing;
    expect(status).toEqual({ trippedAt: expect.any(String), pausedUntil: expect.any(String) });
    expect(Date.parse(status.pausedUntil)).toBeGreaterThan(clock.now().getTime());

    later(siteWide.minutes);
    expect((await from('192.0.2.50').gate(passphrase)).statusCode).toBe(200);
    // Staff still see that it happened, no longer paused.
    expect((await admin.get(apiPaths.adminStatus)).json().passphraseGuessing).toEqual({
      trippedAt: status.trippedAt,
      pausedUntil: null,
    });
  });
});
