import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

describe('image uploads', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  const upload = (payload: Buffer, contentType = 'image/png', purpose = 'thumbnail') =>
    admin.request({
      method: 'PUT',
      url: `${apiPaths.adminUploads}?purpose=${purpose}`,
      headers: { 'content-type': contentType },
      payload,
    });
  const storedFiles = () => {
    const root = path.join(testApp.config.dataDir, 'uploads');
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith('.webp'))
      : [];
  };

  it('stores a PNG as WebP under a name of its own', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f4a261' } })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ width: 800, height: 600 });
    expect(body.key).toMatch(/^thumbnails\/[\w-]+\.webp$/);
    expect(body.url).toBe(`/uploads/${body.key}`);
    const served = await admin.get(body.url);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    [
      'a script called an image',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
      copy.admin.uploadWrongType,
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
      copy.admin.uploadWrongType,
    ],
    ['an empty file', Buffer.alloc(0), 'image/png', copy.admin.uploadWrongType],
  ])('refuses %s and stores nothing', async (_case, payload, contentType, message) => {
    const before = storedFiles().length;
    const response = await upload(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file over 10 MB with its own message, and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: copy.admin.uploadTooLarge });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a pixel bomb', async () => {
    const bomb = await sharp({ create: { width: 8_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = storedFiles().length;
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: copy.admin.uploadTooManyPixels });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses members who are not admins', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await member.request({
      method: 'PUT',
      url: `${apiPaths.adminUploads}?purpose=image`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode).toBe(403);
  });
});
