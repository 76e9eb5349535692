import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { VideoState } from '#server/db/schema.js';
import { createUploadingVideo } from './video-repository.js';

const clock = fixedClock('2026-11-21T01:00:00Z');
const webvtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nおはようございます\n';

describe('staff routes of a hosted video', () => {
  let testApp: TestApp;
  let editor: TestVisitor;
  let owner: TestVisitor;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    editor = await signedInMember(testApp.app, 'もみじ', { staffRole: 'editor' });
    owner = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  const videoFiles = (id: string) => path.join(testApp.config.dataDir, 'videos', id);

  /** A video as the converter leaves it, with a file in storage. */
  async function addVideo(state: VideoState, changes: { failure?: string; attempts?: number } = {}) {
    const id = randomUUID();
    await createUploadingVideo(testApp.app.db, {
      id,
      originalName: 'ストレッチ.mp4',
      sizeBytes: 9_000_000_000,
      createdBy: null,
      now: clock.now(),
    });
    await testApp.app.db
      .updateTable('videos')
      .set({ state, originalKey: `${id}/original.mp4`, ...changes })
      .where('id', '=', id)
      .execute();
    await testApp.app.videoStorage.put(`${id}/original.mp4`, Buffer.from('video'), 'video/mp4');
    return id;
  }
  const captionsKeyOf = async (id: string) =>
    (
      await testApp.app.db
        .selectFrom('videos')
        .select('captionsKey')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).captionsKey!;
  const captions = (visitor: TestVisitor, id: string, body: string | Buffer) =>
    visitor.request({
      method: 'PUT',
      url: apiPaths.adminVideoCaptions(id),
      headers: { 'content-type': 'text/vtt' },
      payload: body,
    });

  it('answers a failed video with its reason in Japanese, and sizes over 4 GB as numbers', async () => {
    const id = await addVideo('failed', { failure: 'no-video-stream', attempts: 3 });
    const answer = await editor.get(apiPaths.adminVideo(id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      state: 'failed',
      failure: copy.hostedVideo.failures['no-video-stream'],
      sizeBytes: 9_000_000_000,
    });
    const unknown = await addVideo('failed', { failure: 'from-a-newer-version' });
    expect((await editor.get(apiPaths.adminVideo(unknown))).json().failure).toBe(
      copy.hostedVideo.unknownFailure,
    );
    expect((await editor.get(apiPaths.adminVideo(randomUUID()))).json()).toEqual({
      message: copy.hostedVideo.notFound,
    });
  });

  it('converts a failed video again from the start, and only a failed one', async () => {
    const id = await addVideo('failed', { failure: 'conversion-failed', attempts: 3 });
    const retried = await editor.post(apiPaths.adminVideoRetry(id));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'waiting', failure: null, progress: 0 });
    const row = await testApp.app.db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 0, failure: null, claimedBy: null });
    const again = await editor.post(apiPaths.adminVideoRetry(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: copy.hostedVideo.retryNotFailed });
    const audit = await testApp.app.db
      .selectFrom('staffAuditEntries')
      .select('action')
      .where('targetId', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'video.retry' }]);
  });

  it('keeps WebVTT captions under a new name each time, the old file removed', async () => {
    const id = await addVideo('ready');
    const first = await captions(editor, id, webvtt);
    expect(first.statusCode).toBe(200);
    expect(first.json().hasCaptions).toBe(true);
    const key1 = await captionsKeyOf(id);
    expect(key1).toMatch(new RegExp(`^${id}/captions-[0-9a-f]{16}\\.vtt$`));
    const stored = await testApp.app.videoStorage.get(key1);
    expect(stored?.contentType).toBe('text/vtt; charset=utf-8');

    expect((await captions(editor, id, `\uFEFF${webvtt}`)).statusCode).toBe(200);
    const key2 = await captionsKeyOf(id);
    expect(key2).not.toBe(key1);
    expect(await testApp.app.videoStorage.get(key1)).toBeNull();

    const removed = await editor.request({ method: 'DELETE', url: apiPaths.adminVideoCaptions(id) });
    expect(removed.json().hasCaptions).toBe(false);
    expect(await testApp.app.videoStorage.get(key2)).toBeNull();
  });

  it.each([
    [
      'a SubRip file',
      '1\n00:00:00,000 --> 00:00:02,000\nこんにちは\n',
      400,
      copy.hostedVideo.captionsInvalid,
    ],
    [
      'text that is not UTF-8',
      Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]),
      400,
      copy.hostedVideo.captionsInvalid,
    ],
    ['a file over 1 MB', `${webvtt}${'あ'.repeat(400_000)}`, 413, copy.hostedVideo.captionsTooLarge],
  ])('refuses %s as captions, in Japanese', async (_name, body, status, message) => {
    const id = await addVideo('ready');
    const response = await captions(editor, id, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('deletes a video with every file of it, but not one a content shows', async () => {
    const id = await addVideo('ready');
    await testApp.app.videoStorage.put(`${id}/a1/720p/seg-00000.ts`, Buffer.from('segment'), 'video/mp2t');
    const posted = await owner.post(
      apiPaths.adminContents,
      testArticle({ type: 'video', title: '朝のヨガ', body: '', videoId: id }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const refused = await editor.request({ method: 'DELETE', url: apiPaths.adminVideo(id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: copy.hostedVideo.usedByContent('朝のヨガ') });

    const free = await addVideo('ready');
    const deleted = await editor.request({ method: 'DELETE', url: apiPaths.adminVideo(free) });
    expect(deleted.json()).toEqual({ message: copy.hostedVideo.deleted });
    expect(fs.existsSync(videoFiles(free))).toBe(false);
    expect(fs.existsSync(path.join(videoFiles(id), 'a1', '720p', 'seg-00000.ts'))).toBe(true);
  });
});
