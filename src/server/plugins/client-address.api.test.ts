import { afterEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { attemptLimits } from '#server/modules/attempts/attempt-limits.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

// Behind a reverse proxy the address that counts is the one the nearest trusted proxy saw: a
// visitor who writes their own X-Forwarded-For entries cannot step around the per-address limits.
describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
])('the client address behind a proxy named by %s', (_case, trustProxy) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('is the one the proxy reported, whatever the visitor wrote before it', async () => {
    testApp = await createTestApp({ clock, env: { TRUST_PROXY: trustProxy } });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじの合言葉2026');
    const viaProxy = (visitorAddress: string, written: string) =>
      testVisitor(testApp.app).request({
        method: 'POST',
        url: apiPaths.gate,
        payload: { passphrase: 'まちがいの合言葉' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${written}, ${visitorAddress}` },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= attemptLimits.gate.perIp.max; attempt++) {
      statuses.push((await viaProxy('203.0.113.9', `198.51.100.${attempt}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // Someone else behind the same proxy is not held back.
    expect((await viaProxy('203.0.113.10', '198.51.100.1')).statusCode).toBe(401);
  });
});
