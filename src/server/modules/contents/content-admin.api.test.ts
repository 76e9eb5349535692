import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';

const clock = fixedClock('2026-11-21T01:00:00Z');
const jpeg = () =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: '#7a9e7e' } })
    .jpeg()
    .toBuffer();

const video = {
  title: '座ってできる有酸素運動',
  category: 'exercise',
  type: 'video',
  date: '2026-11-21',
  description: '膝にやさしい10分間',
  videoUrl: 'https://youtu.be/abcDEF12345?si=share',
  body: '',
  thumbnailKey: null,
  viewCount: 0,
  isFeatured: true,
};
const article = {
  ...video,
  type: 'article',
  videoUrl: '',
  body: '<h2>見出し</h2><p>本文<script>alert(1)</script></p>',
};

describe('publishing contents', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;
  let youtubeReachable = true;
  const fetched: string[] = [];

  beforeEach(async () => {
    youtubeReachable = true;
    fetched.length = 0;
    testApp = await createTestApp({
      clock,
      fetchImage: async (url) => {
        fetched.push(url);
        if (!youtubeReachable) throw new Error('getaddrinfo ENOTFOUND i.ytimg.com');
        return jpeg();
      },
    });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  const post = (payload: object) => admin.post(apiPaths.adminContents, payload);
  const stored = (id: string) =>
    testApp.app.db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it.each([
    ['no title', { title: '  ' }, copy.admin.titleMissing, 'title'],
    ['no video link', { videoUrl: ' ' }, copy.admin.videoUrlMissing, 'videoUrl'],
    [
      'a link that is not YouTube',
      { videoUrl: 'https://vimeo.com/12345' },
      copy.admin.notYoutube,
      'videoUrl',
    ],
    [
      'a YouTube link without an 11-character id',
      { videoUrl: 'https://youtu.be/short' },
      copy.admin.notYoutube,
      'videoUrl',
    ],
    ['an impossible date', { date: '2026-02-30' }, copy.admin.dateInvalid, 'date'],
    // The seed's order: the link before the day (the original names no day; it comes last).
    ['a bad day and no link', { date: '2026-02-30', videoUrl: '' }, copy.admin.videoUrlMissing, 'videoUrl'],
  ])('refuses a video with %s, names the field and stores nothing', async (_case, change, message, field) => {
    const response = await post({ ...video, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect(await testApp.app.db.selectFrom('contents').select('id').execute()).toEqual([]);
  });

  it.each(['', '<p></p>', '<p> </p><p><br></p>', '<script>alert(1)</script>'])(
    'refuses an article whose body is empty once sanitized: %j',
    async (body) => {
      const response = await post({ ...article, body });
      expect(response.json()).toEqual({ message: copy.admin.bodyMissing, field: 'body' });
    },
  );

  it('posts a video from a youtu.be link: the embed address is derived and the thumbnail fetched once', async () => {
    const response = await post(video);
    expect(response.statusCode).toBe(201);
    const { message, content } = response.json() as { message: string; content: AdminContent };
    expect(message).toBe(copy.admin.posted);
    expect(content).toMatchObject({
      videoUrl: 'https://youtu.be/abcDEF12345?si=share',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345',
      isFeatured: true,
      body: null,
    });
    await expect.poll(async () => (await stored(content.id)).thumbnail).toMatch(/^thumbnails\/[\w-]+\.webp$/);
    expect(fetched).toEqual(['https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg']);
    const thumbnail = (await stored(content.id)).thumbnail!;
    const storedThumbnail = await testApp.app.storage.get(thumbnail);
    expect(storedThumbnail?.contentType).toBe('image/webp');
    storedThumbnail?.body.destroy();
    const card = (await admin.get(apiPaths.content(content.id))).json();
    expect(card.thumbnailUrl).toBe(`/uploads/${thumbnail}`);
  });

  it('leaves the placeholder when YouTube cannot be reached, and fetches it on a later sweep', async () => {
    youtubeReachable = false;
    const { content } = (await post(video)).json() as { content: AdminContent };
    await expect.poll(() => fetched.length).toBe(1);
    expect((await stored(content.id)).thumbnail).toBeNull();
    expect((await admin.get(apiPaths.content(content.id))).json().thumbnailUrl).toBeNull();

    youtubeReachable = true;
    const { retryMissingYoutubeThumbnails } = await import('./youtube-thumbnails.js');
    await retryMissingYoutubeThumbnails({
      db: testApp.app.db,
      storage: testApp.app.storage,
      fetchImage: testApp.app.fetchImage,
      clock: testApp.app.clock,
      log: testApp.app.log,
    });
    expect((await stored(content.id)).thumbnail).toMatch(/^thumbnails\//);
  });

  it('sanitizes an article on the server', async () => {
    const { content } = (await post(article)).json() as { content: AdminContent };
    expect(content.body).toBe('<h2>見出し</h2><p>本文</p>');
    expect(content.embedUrl).toBeNull();
  });

  it.each([
    ['-5', 0],
    ['abc', 0],
    ['12.5', 0],
    // Not a whole number as typed: the body is not converted ("1e5" once became 100000).
    ['1e5', 0],
    ['250', 250],
    [null, 0],
  ])('stores the view count %j as %d', async (viewCount, expected) => {
    const { content } = (await post({ ...article, viewCount })).json() as { content: AdminContent };
    expect(content.viewCount).toBe(expected);
  });

  it('applies every check on edit, the YouTube link included, and keeps the rest', async () => {
    const { content } = (await post(video)).json() as { content: AdminContent };
    const bad = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: { ...video, videoUrl: 'https://example.jp/watch?v=abcDEF12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: copy.admin.notYoutube, field: 'videoUrl' });

    const good = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: { ...video, title: '新しいタイトル', videoUrl: 'https://www.youtube.com/shorts/zyxWVU98765' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      message: copy.admin.updated,
      content: { title: '新しいタイトル', embedUrl: 'https://www.youtube-nocookie.com/embed/zyxWVU98765' },
    });
  });

  it('lists every content, newest date first', async () => {
    await post({ ...article, title: '古い記事', date: '2026-10-01' });
    await post({ ...article, title: '新しい記事', date: '2026-11-20' });
    const list = (await admin.get(apiPaths.adminContents)).json();
    expect(list.items.map((item: AdminContent) => item.title)).toEqual(['新しい記事', '古い記事']);
  });

  it('deletes a content with its favorites, history, view events and uploaded files', async () => {
    const upload = await admin.request({
      method: 'PUT',
      url: `${apiPaths.adminUploads}?purpose=image`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await jpeg(),
    });
    const image = upload.json();
    const { content } = (
      await post({ ...article, body: `<p>写真</p><img src="${image.url}" alt="写真">` })
    ).json() as { content: AdminContent };
    const member = await signedInMember(testApp.app, 'もみじ');
    await member.request({ method: 'PUT', url: apiPaths.favorite(content.id) });
    await member.post(apiPaths.contentViews(content.id));

    const deleted = await admin.request({ method: 'DELETE', url: apiPaths.adminContent(content.id) });
    expect(deleted.json()).toEqual({ message: copy.admin.deleted });
    expect((await member.get(apiPaths.favorites)).json().items).toEqual([]);
    expect((await member.get(apiPaths.history)).json().items).toEqual([]);
    expect(await testApp.app.db.selectFrom('contentDailyViews').selectAll().execute()).toEqual([]);
    expect(await testApp.app.storage.get(image.key)).toBeNull();
    expect((await member.get(apiPaths.content(content.id))).statusCode).toBe(404);
  });
});
