import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

// 20:00 on 30 November in Tokyo.
const clock = fixedClock('2026-11-30T11:00:00Z');

describe('the passphrase gate', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    clock.set('2026-11-30T11:00:00Z');
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ2026');
  });
  afterEach(() => testApp.close());

  it.each(['', '   ', '　'])('asks for the passphrase when it is %j', async (passphrase) => {
    const response = await testVisitor(testApp.app).post(apiPaths.gate, { passphrase });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.gate.empty, field: 'passphrase' });
  });

  it('refuses a wrong passphrase and sets no cookie', async () => {
    const visitor = testVisitor(testApp.app);
    const response = await visitor.post(apiPaths.gate, { passphrase: 'さくら2026' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: copy.gate.wrong, field: 'passphrase' });
    expect(visitor.sessionToken).toBeUndefined();
  });

  it("refuses last month's passphrase", async () => {
    await setPassphrase(testApp.app.db, '2026-10', 'いちょう');
    const response = await testVisitor(testApp.app).post(apiPaths.gate, { passphrase: 'いちょう' });
    expect(response.statusCode).toBe(401);
  });

  it('says so when no passphrase is set for this month', async () => {
    clock.set('2026-12-01T00:00:00+09:00');
    const response = await testVisitor(testApp.app).post(apiPaths.gate, { passphrase: 'もみじ2026' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: copy.gate.notSet });
  });

  it('takes the passphrase typed in katakana, as a phone keyboard may offer it', async () => {
    await setPassphrase(testApp.app.db, '2026-11', 'くもかめ5839');
    const visitor = testVisitor(testApp.app);
    const response = await visitor.post(apiPaths.gate, { passphrase: 'クモカメ５８３９' });
    expect(response.statusCode).toBe(200);
    expect(visitor.sessionToken).toBeDefined();
  });

  it('lets the right passphrase in as a guest until the end of the Tokyo month', async () => {
    const visitor = testVisitor(testApp.app);
    const response = await visitor.post(apiPaths.gate, { passphrase: ' もみじ２０２６ ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      state: 'authenticated',
      kind: 'guest',
      expiresAt: '2026-11-30T14:59:59.999Z',
    });
    const cookie = response.cookies[0]!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);

    expect((await visitor.get(apiPaths.session)).json()).toMatchObject({
      state: 'authenticated',
      kind: 'guest',
    });
    clock.set('2026-11-30T15:00:00Z');
    expect((await visitor.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const secureApp = await createTestApp({ clock, env: { PUBLIC_URL: 'https://karada.example.jp' } });
    try {
      await setPassphrase(secureApp.app.db, '2026-11', 'もみじ2026');
      const response = await testVisitor(secureApp.app).post(apiPaths.gate, { passphrase: 'もみじ2026' });
      expect(response.cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secureApp.close();
    }
  });

  it('stores only a hash of the session token', async () => {
    const visitor = testVisitor(testApp.app);
    await visitor.post(apiPaths.gate, { passphrase: 'もみじ2026' });
    const rows = await testApp.app.db.selectFrom('sessions').select('id').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(visitor.sessionToken!);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });
});
