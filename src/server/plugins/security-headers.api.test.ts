import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { removeDir } from '#tests/support/temp-dir.js';
import { makeWebRoot } from '#tests/support/web-root.js';
import { apiPaths } from '#shared/api-paths.js';

const clock = fixedClock('2026-11-21T03:00:00Z');

describe('Cache-Control of API answers, decided by the route the address reaches', () => {
  let testApp: TestApp;
  let member: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    member = await signedInMember(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  // Each pair: the plain address, and a spelling the router decodes to the same route. Every such
  // spelling starts with /%61pi, which the raw address does not show as the API.
  const memberReads = [
    [apiPaths.me, '/%61pi/me'],
    [apiPaths.live, '/%61pi/live'],
    [apiPaths.myLive, '/%61pi/%6De/live'],
    [apiPaths.history, '/%61pi/%68istory'],
    [apiPaths.favorites, '/%61pi/%66avorites'],
    [apiPaths.feed, '/%61pi/feed'],
    [`${apiPaths.contents}?list=popular`, '/%61pi/contents?list=popular'],
    [apiPaths.content('sample-01'), '/%61pi/contents/%73ample-01'],
  ] as const;

  it.each(memberReads)(
    'keeps %s out of every cache, however its address is spelled',
    async (plain, encoded) => {
      for (const url of [plain, encoded]) {
        const response = await member.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    },
  );

  it('keeps a HEAD answer and a refusal out of caches too', async () => {
    const head = await member.request({ method: 'HEAD', url: '/%61pi/me' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/%61pi/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it("leaves a route's own Cache-Control as the route set it", async () => {
    for (const url of [apiPaths.liveCalendar, '/%61pi/live/calendar.ics']) {
      const response = await member.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('still keeps a 404 under /api/ out of caches', async () => {
    const response = await member.get('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control of the web app, which the API rule leaves alone', () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeWebRoot({
      'index.html': '<!doctype html><html lang="ja"><title>t</title></html>',
      'assets/main-abc123.js': 'console.log(1);',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'sw.js': 'self;',
      'start-app.js': '(function () {})();',
    });
    testApp = await createTestApp({ clock, webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  it.each([
    ['/', 200, 'no-cache'],
    ['/member', 200, 'no-cache'],
    ['/landing', 200, 'no-cache'],
    ['/assets/main-abc123.js', 200, 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 200, 'public, max-age=3600'],
    // Checked on every visit: a new release's service worker, and the starter its first screens need.
    ['/sw.js', 200, 'no-cache'],
    ['/start-app.js', 200, 'no-cache'],
    ['/assets/missing-123.js', 404, undefined],
    ['/api/no-such-route', 404, 'no-store'],
  ] as const)('answers %s with %i and Cache-Control %s', async (url, status, cacheControl) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });
});
