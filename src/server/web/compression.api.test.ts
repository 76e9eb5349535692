import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { compressBody } from './compression.js';

const clock = fixedClock('2026-11-21T01:00:00Z');
// What Chrome on a phone says it takes.
const browser = 'gzip, deflate, br, zstd';

// Answers made for one member (not shared) reach her browser compressed as the shared ones are.
describe('answers compressed for one visitor', () => {
  let testApp: TestApp;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  const asked = (url: string, acceptEncoding: string) =>
    member.request({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    member = await signedInMember(testApp.app, 'もみじ');
    // Enough favorites for a list of more than 8 KB, which @fastify/compress would stream.
    for (let i = 0; i < 30; i++) {
      const created = await admin.post(
        apiPaths.adminContents,
        testArticle({
          title: `朝のストレッチ ${i}`,
          description: '肩と背中をゆっくり伸ばします。'.repeat(3),
        }),
      );
      const id = (created.json() as { content: { id: string } }).content.id;
      await member.request({ method: 'PUT', url: apiPaths.favorite(id) });
    }
  });
  afterAll(() => testApp.close());

  it('sends her favorites in brotli as her browser asks, in one piece, the same list inside', async () => {
    const plain = await member.get(apiPaths.favorites);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(30);
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);

    const brotli = await asked(apiPaths.favorites, browser);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    // Compressed as the shared answers are, and sent with its length rather than in chunks.
    expect(brotli.rawPayload.equals(compressBody(plain.rawPayload, 'br'))).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await asked(apiPaths.favorites, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a short answer as it is', async () => {
    const unread = await asked(apiPaths.myUnread, browser);
    expect(unread.statusCode).toBe(200);
    expect(unread.rawPayload.length).toBeLessThan(1024);
    expect(unread.headers['content-encoding']).toBeUndefined();
  });
});
