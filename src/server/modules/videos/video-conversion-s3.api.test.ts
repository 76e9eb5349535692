import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo, storedVideoFile, waitingVideo } from '#tests/support/lavfi-videos.js';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

let s3: S3TestServer;
let testApp: TestApp;
let dir: string;
const bucket = 'video-conversion';

beforeAll(async () => {
  s3 = await startS3TestServer();
  await s3.createBucket(bucket);
  testApp = await createTestApp({
    env: { ...s3.env(bucket), VIDEO_WORKER: 'off', VIDEO_PRESET: 'ultrafast', VIDEO_THREADS: '1' },
  });
  dir = makeTempDir('videos');
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
  removeDir(dir);
});

describe('converting with the videos in an S3 bucket', { timeout: 60_000 }, () => {
  it('reads the original from the bucket and leaves the attempt there, the original removed', async () => {
    const { app } = testApp;
    const { id, originalKey } = await waitingVideo(app, makeTestVideo(dir, 'lesson.mp4'));
    expect(await app.videoConversion.convertWaiting()).toBe(1);

    const row = await app.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'ready', originalKey: null, posterKey: `${id}/a1/poster.webp` });
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `videos/${id}/` }),
    );
    const keys = (listed.Contents ?? []).map((object) => object.Key).toSorted();
    expect(keys).toEqual(
      expect.arrayContaining([
        `videos/${id}/a1/360p/index.m3u8`,
        `videos/${id}/a1/360p/seg-00000.ts`,
        `videos/${id}/a1/poster.webp`,
      ]),
    );
    expect(keys).not.toContain(`videos/${id}/${path.basename(originalKey)}`);
    expect(await storedVideoFile(app, originalKey)).toBeNull();
    // Nothing of it stays on this machine: the work folder went with the attempt.
    expect(fs.readdirSync(path.join(testApp.config.dataDir, 'video-work'))).toEqual([]);
  });
});
