import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

// Answers made for one member (not shared) reach her browser compressed, as the shared ones do.
describe('answers compressed for one visitor', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  const asBrowser = (url: string, acceptEncoding: string) =>
    member.request({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    member = await signedInMember(testApp.app, 'もみじ');
    for (const id of ['sample-01', 'sample-02', 'sample-03', 'sample-04', 'sample-05']) {
      await member.request({ method: 'PUT', url: apiPaths.favorite(id) });
    }
  });
  afterAll(() => testApp.close());

  it('sends her favorites in brotli or gzip, as her browser asks, the same list inside', async () => {
    const plain = await member.get(apiPaths.favorites);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.json().items).toHaveLength(5);

    const brotli = await asBrowser(apiPaths.favorites, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await asBrowser(apiPaths.favorites, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a short answer as it is', async () => {
    const unread = await asBrowser(apiPaths.myUnread, 'gzip, deflate, br, zstd');
    expect(unread.statusCode).toBe(200);
    expect(unread.rawPayload.length).toBeLessThan(1024);
    expect(unread.headers['content-encoding']).toBeUndefined();
  });
});
