import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';

const clock = fixedClock('2026-11-21T01:00:00Z');
const image = Buffer.from(
  'RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00',
  'latin1',
);

describe('uploaded images', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await testApp.app.storage.put('thumbnails/abc-123.webp', image, 'image/webp');
  });
  afterAll(() => testApp.close());

  it('are refused to anyone without a guest or member session, even with the link', async () => {
    const response = await testVisitor(testApp.app).get('/uploads/thumbnails/abc-123.webp');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('are served to guests and members, privately cached', async () => {
    for (const visitor of [
      await signedInGuest(testApp.app, 'もみじ'),
      await signedInMember(testApp.app, 'もみじ'),
    ]) {
      const response = await visitor.get('/uploads/thumbnails/abc-123.webp');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('private');
      expect(response.rawPayload.equals(image)).toBe(true);
    }
  });

  it('never leave the uploads folder', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    for (const url of [
      '/uploads/../app.sqlite',
      '/uploads/%2e%2e/app.sqlite',
      '/uploads/thumbnails/missing.webp',
    ]) {
      expect((await guest.get(url)).statusCode, url).toBe(404);
    }
  });
});
