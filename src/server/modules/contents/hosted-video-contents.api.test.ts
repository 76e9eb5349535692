import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testArticle } from '#tests/support/contents.js';
import { editorMemberAndGuest } from '#tests/support/editor-member-guest.js';
import { fixedClock } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import type { ContentCard } from '#shared/schemas/contents.js';
import type { VideoState } from '#server/db/schema.js';

// A content that plays a video staff uploaded (issue 24): members see it once the video is ready.

const clock = fixedClock('2026-11-21T01:00:00Z');
const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

describe('contents with an uploaded video', () => {
  const people = editorMemberAndGuest({ clock }, '2026-11');

  const videoFiles = (id: string) => path.join(people.testApp.config.dataDir, 'videos', id);

  async function addVideo(state: VideoState = 'uploading') {
    const id = randomUUID();
    const at = clock.now().toISOString();
    await people.testApp.app.db
      .insertInto('videos')
      .values({ id, state, originalName: 'ヨガ.mov', createdAt: at, updatedAt: at, durationSeconds: 61.5 })
      .execute();
    await people.testApp.app.videoStorage.put(
      `${id}/original.mov`,
      Buffer.from('original'),
      'video/quicktime',
    );
    return id;
  }
  const setState = async (id: string, state: VideoState) => {
    await people.testApp.app.db.updateTable('videos').set({ state }).where('id', '=', id).execute();
    // Shared member answers last a second of the app clock.
    later(1);
  };
  const videoContent = (videoId: string | null, changes: Parameters<typeof testArticle>[0] = {}) =>
    testArticle({ type: 'video', body: '', title: '朝のヨガ 20分', videoId, ...changes });
  const post = async (input: ReturnType<typeof videoContent>) => {
    const response = await people.editor.post(apiPaths.adminContents, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().content as AdminContent;
  };
  const seenBy = async (visitor: TestVisitor, contentId: string) => {
    const ids = (items: ContentCard[]) => items.map((item) => item.id);
    const feed = (await visitor.get(apiPaths.feed)).json();
    const list = (await visitor.get(`${apiPaths.contents}?list=new`)).json();
    const search = (
      await visitor.get(`${apiPaths.contentSearch}?q=${encodeURIComponent('朝のヨガ')}`)
    ).json();
    const detail = await visitor.get(apiPaths.content(contentId));
    return {
      feed: ids(feed.new).includes(contentId),
      list: ids(list.items).includes(contentId),
      search: ids(search.items).includes(contentId),
      detail: detail.statusCode,
    };
  };

  it('hides the content from members and guests until its video is ready, then plays it', async () => {
    const videoId = await addVideo('uploading');
    const content = await post(videoContent(videoId));
    expect(content).toMatchObject({
      videoUrl: null,
      embedUrl: null,
      video: { id: videoId, state: 'uploading', progress: 0, failure: null },
    });
    const hidden = { feed: false, list: false, search: false, detail: 404 };
    expect(await seenBy(people.member, content.id)).toEqual(hidden);
    expect(await seenBy(people.guest, content.id)).toEqual(hidden);
    // Nothing a member does reaches it meanwhile.
    const favorite = await people.member.request({ method: 'PUT', url: apiPaths.favorite(content.id) });
    expect(favorite.statusCode).toBe(404);

    await setState(videoId, 'converting');
    expect(await seenBy(people.member, content.id)).toEqual(hidden);
    // Staff see its page as a preview.
    const preview = await people.editor.get(apiPaths.content(content.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.json().preview).toBeDefined();

    await setState(videoId, 'ready');
    expect(await seenBy(people.member, content.id)).toEqual({
      feed: true,
      list: true,
      search: true,
      detail: 200,
    });
    const detail = (await people.guest.get(apiPaths.content(content.id))).json();
    expect(detail.videoUrl).toBeNull();
    expect(detail.hostedVideo).toEqual({
      id: videoId,
      posterUrl: `/api/videos/${videoId}/poster.webp`,
      durationSeconds: 61.5,
      hasCaptions: false,
      playlistUrl: `/api/videos/${videoId}/master.m3u8`,
    });
    const listed = (await people.editor.get(apiPaths.adminContents)).json().items as AdminContent[];
    expect(listed.find((item) => item.id === content.id)?.video).toMatchObject({ state: 'ready' });
  });

  it('leaves a content whose video is not ready out of the related contents of its category', async () => {
    const neighbour = await post(testArticle({ title: '夜のストレッチ', date: '2026-11-01' }));
    const videoId = await addVideo('converting');
    // Posted after every other content here (same date, later time): once ready, the newest related one.
    later(1);
    const content = await post(videoContent(videoId));
    const relatedTo = async (visitor: TestVisitor) => {
      const detail = await visitor.get(apiPaths.content(neighbour.id));
      expect(detail.statusCode).toBe(200);
      return (detail.json().related as ContentCard[]).map((card) => card.id);
    };
    later(1);
    expect(await relatedTo(people.member)).not.toContain(content.id);
    expect(await relatedTo(people.guest)).not.toContain(content.id);
    await setState(videoId, 'ready');
    expect((await relatedTo(people.member))[0]).toBe(content.id);
    expect((await relatedTo(people.guest))[0]).toBe(content.id);
  });

  it('shows a YouTube content with no hosted video, as before', async () => {
    const content = await post(videoContent(null, { videoUrl: 'https://youtu.be/abcDEF12345' }));
    expect(content.video).toBeNull();
    const detail = (await people.member.get(apiPaths.content(content.id))).json();
    expect(detail.hostedVideo).toBeNull();
    expect(detail.videoUrl).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
  });

  it.each([
    [
      'a video that does not exist',
      () => videoContent(randomUUID()),
      'videoId',
      copy.hostedVideo.videoMissing,
    ],
    [
      'a YouTube link and an uploaded video at once',
      async () => videoContent(await addVideo(), { videoUrl: 'https://youtu.be/abcDEF12345' }),
      'videoUrl',
      copy.hostedVideo.videoAndLink,
    ],
  ])('refuses %s', async (_name, input, field, message) => {
    const response = await people.editor.post(apiPaths.adminContents, await input());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('refuses a video another content already shows', async () => {
    const videoId = await addVideo('ready');
    await post(videoContent(videoId));
    const response = await people.editor.post(apiPaths.adminContents, videoContent(videoId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'videoId', message: copy.hostedVideo.videoInUse });
  });

  it('replacing the video removes the old one, and hides the content again until the new one is ready', async () => {
    const first = await addVideo('ready');
    const content = await post(videoContent(first));
    expect(
      (await people.member.request({ method: 'PUT', url: apiPaths.favorite(content.id) })).statusCode,
    ).toBe(200);

    // An edit from a form that sends no videoId leaves the video as it is.
    const { videoId: _left, ...withoutVideo } = videoContent(first, { title: '朝のヨガ 25分' });
    const kept = await people.editor.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: withoutVideo,
    });
    expect(kept.json().content.video).toMatchObject({ id: first });

    const second = await addVideo('waiting');
    const replaced = await people.editor.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: videoContent(second),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().content.video).toMatchObject({ id: second, state: 'waiting' });
    expect(
      await people.testApp.app.db.selectFrom('videos').select('id').where('id', '=', first).execute(),
    ).toEqual([]);
    expect(fs.existsSync(videoFiles(first))).toBe(false);
    later(1);
    const favorites = (await people.member.get(apiPaths.favorites)).json();
    expect(favorites.items.map((item: { content: ContentCard }) => item.content.id)).not.toContain(
      content.id,
    );
    await setState(second, 'ready');
    const again = (await people.member.get(apiPaths.favorites)).json();
    expect(again.items.map((item: { content: ContentCard }) => item.content.id)).toContain(content.id);

    // Back to a YouTube link: the uploaded video goes too.
    const toYoutube = await people.editor.request({
      method: 'PUT',
      url: apiPaths.adminContent(content.id),
      payload: videoContent(null, { videoUrl: 'https://youtu.be/abcDEF12345' }),
    });
    expect(toYoutube.json().content).toMatchObject({ video: null, videoUrl: 'https://youtu.be/abcDEF12345' });
    expect(fs.existsSync(videoFiles(second))).toBe(false);
  });

  it('deleting the content removes its video and every file of it', async () => {
    const videoId = await addVideo('ready');
    await people.testApp.app.videoStorage.put(
      `${videoId}/a1/720p/seg-00000.ts`,
      Buffer.from('segment'),
      'video/mp2t',
    );
    const content = await post(videoContent(videoId));
    const deleted = await people.editor.request({ method: 'DELETE', url: apiPaths.adminContent(content.id) });
    expect(deleted.statusCode).toBe(200);
    expect(
      await people.testApp.app.db.selectFrom('videos').select('id').where('id', '=', videoId).execute(),
    ).toEqual([]);
    expect(fs.existsSync(videoFiles(videoId))).toBe(false);
  });
});
