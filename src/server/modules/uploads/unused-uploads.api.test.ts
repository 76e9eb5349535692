import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testArticle } from '#tests/support/contents.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminContent, UploadedImage } from '#shared/schemas/admin.js';
import { buildContent } from '../contents/content-factory.js';
import { insertContent } from '../contents/content-repository.js';
import { recordPendingUpload } from './upload-repository.js';

const start = new Date('2026-11-21T01:00:00Z');
const hours = (count: number) => new Date(start.getTime() + count * 60 * 60 * 1000);
const clock = fixedClock(start);

const jpeg = () =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: '#c9a66b' } })
    .jpeg()
    .toBuffer();

const article = testArticle({ title: '朝の白湯で体を温める', category: 'lifestyle' });

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

describe.each([
  ['in the uploads folder', async () => ({})],
  [
    'in an S3 bucket',
    async () => {
      const bucket = `uploads-${randomUUID()}`;
      await s3.createBucket(bucket);
      return s3.env(bucket);
    },
  ],
])('uploads no content took, %s', (_where, storageEnv) => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;

  beforeEach(async () => {
    clock.set(start);
    testApp = await createTestApp({ clock, env: await storageEnv() });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  const upload = async (purpose: 'thumbnail' | 'image') => {
    const response = await admin.request({
      method: 'PUT',
      url: `${apiPaths.adminUploads}?purpose=${purpose}`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await jpeg(),
    });
    expect(response.statusCode).toBe(201);
    return response.json() as UploadedImage;
  };
  /** What a member's browser gets for the image: 200 while it is there, 404 once it is gone. */
  const served = async (image: UploadedImage) => {
    const response = await admin.get(image.url);
    return response.statusCode;
  };
  const withImages = (thumbnail: UploadedImage, image: UploadedImage) => ({
    ...article,
    thumbnailKey: thumbnail.key,
    body: `<p>写真</p><img src="${image.url}" alt="白湯">`,
  });
  const sweepAt = async (at: Date) => {
    clock.set(at);
    await testApp.app.runHousekeeping();
  };

  it('removes a thumbnail and an article image left unsaved, two days after the upload and not before', async () => {
    const thumbnail = await upload('thumbnail');
    const image = await upload('image');

    await sweepAt(hours(47));
    expect(await served(thumbnail)).toBe(200);
    expect(await served(image)).toBe(200);

    await sweepAt(hours(49));
    expect(await served(thumbnail)).toBe(404);
    expect(await served(image)).toBe(404);
  });

  it('keeps the thumbnail and the article images of a saved content', async () => {
    const thumbnail = await upload('thumbnail');
    const image = await upload('image');
    const saved = await admin.post(apiPaths.adminContents, withImages(thumbnail, image));
    expect(saved.statusCode).toBe(201);

    await sweepAt(hours(24 * 8));
    expect(await served(thumbnail)).toBe(200);
    expect(await served(image)).toBe(200);
  });

  it('removes a thumbnail replaced before saving and one uploaded into a cancelled edit, keeping the saved one', async () => {
    const replaced = await upload('thumbnail');
    const kept = await upload('thumbnail');
    const image = await upload('image');
    const { content } = (await admin.post(apiPaths.adminContents, withImages(kept, image))).json() as {
      content: AdminContent;
    };
    // The edit form is opened again, a new thumbnail uploaded, and the form left without saving.
    const cancelled = await upload('thumbnail');

    await sweepAt(hours(49));
    expect(await served(replaced)).toBe(404);
    expect(await served(cancelled)).toBe(404);
    expect(await served(kept)).toBe(200);
    expect(await served(image)).toBe(200);
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await member.get(apiPaths.content(content.id))).json().thumbnailUrl).toBe(kept.url);
  });

  it('keeps an upload saved after the grace period but before the sweep came', async () => {
    const thumbnail = await upload('thumbnail');
    const image = await upload('image');
    clock.set(hours(49));
    const saved = await admin.post(apiPaths.adminContents, withImages(thumbnail, image));
    expect(saved.statusCode).toBe(201);

    await sweepAt(hours(50));
    expect(await served(thumbnail)).toBe(200);
    expect(await served(image)).toBe(200);
  });

  it('keeps the images an edit saves, and the ones an edited content already had', async () => {
    const thumbnail = await upload('thumbnail');
    const { content } = (
      await admin.post(apiPaths.adminContents, { ...article, thumbnailKey: thumbnail.key })
    ).json() as { content: AdminContent };
    clock.set(hours(10));
    const image = await upload('image');
    const edited = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: withImages(thumbnail, image),
    });
    expect(edited.statusCode).toBe(200);

    await sweepAt(hours(24 * 7));
    expect(await served(thumbnail)).toBe(200);
    expect(await served(image)).toBe(200);
  });

  it('keeps a YouTube thumbnail its video took when the server stopped before marking it taken', async () => {
    const key = `thumbnails/${randomUUID()}.webp`;
    await recordPendingUpload(testApp.app.db, key, clock.now());
    await testApp.app.storage.put(
      key,
      await sharp(await jpeg())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await insertContent(testApp.app.db, buildContent({ now: clock.now(), type: 'video', thumbnail: key }));

    await sweepAt(hours(49));
    expect(await served({ key, url: `/uploads/${key}`, width: 480, height: 360 })).toBe(200);
  });

  it('refuses to save a form whose image the sweep already removed, and saves nothing', async () => {
    const thumbnail = await upload('thumbnail');
    const image = await upload('image');
    await sweepAt(hours(49));

    for (const payload of [
      { ...article, thumbnailKey: thumbnail.key },
      { ...article, body: `<p>写真</p><img src="${image.url}" alt="白湯">` },
    ]) {
      const refused = await admin.post(apiPaths.adminContents, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: copy.admin.uploadExpired });
    }
    expect((await admin.get(apiPaths.adminContents)).json().items).toEqual([]);
  });

  it('refuses an edit that adds an image the sweep already removed, and keeps the content as it was', async () => {
    const { content } = (await admin.post(apiPaths.adminContents, article)).json() as {
      content: AdminContent;
    };
    const image = await upload('image');
    await sweepAt(hours(49));

    const refused = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: {
        ...article,
        title: '書き直した題名',
        body: `<p>写真</p><img src="${image.url}" alt="白湯">`,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: copy.admin.uploadExpired });
    expect((await admin.get(apiPaths.adminContent(content.id))).json()).toMatchObject({
      title: article.title,
      body: article.body,
    });
  });
});
