import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

describe('cross-site request forgery', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, env: { PUBLIC_URL: 'https://karada.example.jp' } });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterAll(() => testApp.close());

  const gate = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: apiPaths.gate, payload: { passphrase: 'もみじ' }, headers });

  it('refuses a form post from another site, which cannot add our header, and starts no session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: apiPaths.gate,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'passphrase=もみじ',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: copy.site.forbiddenRequest });
    expect(response.cookies).toEqual([]);
  });

  it('refuses a JSON post without the header', async () => {
    const response = await gate({});
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('refuses the header when the Origin is another site', async () => {
    const response = await gate({ [csrfHeader.name]: csrfHeader.value, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('cannot be skipped by encoding the path, which reaches the same route', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/%61pi/auth/gate',
      headers: { 'content-type': 'application/json' },
      payload: { passphrase: 'もみじ' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('refuses a text/plain body, which a cross-site form can send without asking', async () => {
    const response = await testVisitor(testApp.app).postRaw(apiPaths.logout, 'text/plain', '{"x":1}');
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ['PUT', apiPaths.favorite('sample-01')],
    ['DELETE', apiPaths.favorite('sample-01')],
    ['PATCH', apiPaths.me],
  ] as const)('refuses %s %s without the header', async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: copy.site.forbiddenRequest });
  });

  it('accepts the header from our own origin, or with no Origin at all', async () => {
    expect(
      (await gate({ [csrfHeader.name]: csrfHeader.value, origin: 'https://karada.example.jp' })).statusCode,
    ).toBe(200);
    expect((await gate({ [csrfHeader.name]: csrfHeader.value })).statusCode).toBe(200);
  });
});
