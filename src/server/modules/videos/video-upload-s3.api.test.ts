import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { createTestApp, fixedClock } from '#tests/support/test-app.js';
import { makeTestVideo, tusClient, uploadIdOf } from '#tests/support/tus-upload.js';
import { apiPaths } from '#shared/api-paths.js';

// With STORAGE_DRIVER=s3 the upload still lands on local disk while it comes in (a restart
// resumes from there), and the finished file goes to the bucket (docs/decisions/0027-video-uploads.md).

const clock = fixedClock('2026-11-21T01:00:00Z');
let s3: S3TestServer;
const scratch = makeTempDir('videos-s3');
let video: Buffer;
beforeAll(async () => {
  video = makeTestVideo(scratch, 'lesson.webm');
  s3 = await startS3TestServer();
  await s3.createBucket('app-uploads');
});
afterAll(async () => {
  await s3?.close();
  removeDir(scratch);
});

const objectsUnder = async (prefix: string) =>
  (
    (await s3.client.send(new ListObjectsV2Command({ Bucket: 'app-uploads', Prefix: prefix }))).Contents ?? []
  ).map((object) => object.Key);

it('puts a finished upload in the bucket, and deleting its content removes it there', async () => {
  const testApp = await createTestApp({ clock, env: s3.env('app-uploads') });
  try {
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const editor = await signedInMember(testApp.app, 'もみじ', { staffRole: 'editor' });
    const client = tusClient(editor);
    const location = (await client.create(video.length, { filename: 'lesson.webm', filetype: 'video/webm' }))
      .headers.location as string;
    const id = uploadIdOf(location);
    const half = Math.floor(video.length / 2);
    expect((await client.patch(location, 0, video.subarray(0, half))).statusCode).toBe(204);
    expect(await client.offset(location)).toBe(half);
    expect((await client.patch(location, half, video.subarray(half))).statusCode).toBe(204);

    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: 'app-uploads', Key: `videos/${id}/original.webm` }),
    );
    expect(object.ContentType).toBe('video/webm');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(video)).toBe(true);
    const row = await testApp.app.db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'waiting', originalKey: `${id}/original.webm` });
    // Nothing of it stays on the app's disk.
    expect(fs.readdirSync(path.join(testApp.config.dataDir, 'videos', 'incoming'))).toEqual([]);
    expect(fs.existsSync(path.join(testApp.config.dataDir, 'videos', id))).toBe(false);

    await testApp.app.videoStorage.put(`${id}/a1/720p/seg-00000.ts`, Buffer.from('segment'), 'video/mp2t');
    const posted = await editor.post(
      apiPaths.adminContents,
      testArticle({ type: 'video', body: '', title: '夜のストレッチ', videoId: id }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await objectsUnder(`videos/${id}/`)).toHaveLength(2);
    await editor.request({ method: 'DELETE', url: apiPaths.adminContent(posted.json().content.id) });
    expect(await objectsUnder(`videos/${id}/`)).toEqual([]);
  } finally {
    await testApp.close();
  }
});
