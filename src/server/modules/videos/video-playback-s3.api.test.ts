import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { monthKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { decryptSegment, followPlayback, isTransportStream } from '#tests/support/hls-playback.js';
import {
  contentShowingVideo,
  makeHlsFiles,
  storeReadyVideo,
  type HlsFiles,
} from '#tests/support/ready-video.js';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { removeDir } from '#tests/support/temp-dir.js';

// STORAGE_DRIVER=s3 (issue 24): segments come from the bucket through presigned addresses that
// live a minute, so the app never relays video bytes; the signed address is checked first.

const passphrase = 'ゆずこしょう2026';
let server: S3TestServer;
let testApp: TestApp;
let files: HlsFiles;

beforeAll(async () => {
  files = await makeHlsFiles();
  server = await startS3TestServer();
  await server.createBucket('video-bucket');
  // The real clock: the bucket checks presigned addresses against its own.
  testApp = await createTestApp({ env: server.env('video-bucket') });
  await setPassphrase(testApp.app.db, monthKey(new Date(), testApp.config.timeZone), passphrase);
});
afterAll(async () => {
  vi.useRealTimers();
  await testApp?.close();
  await server?.close();
  if (files) removeDir(files.dir);
});

it('sends a member to a presigned bucket address that gives the encrypted segment, for a minute', async () => {
  const { app } = testApp;
  const videoId = await storeReadyVideo(app, files);
  await contentShowingVideo(app, videoId);
  const member = await signedInMember(app, passphrase);
  const playback = await followPlayback(member, videoId);

  const answer = await member.get(playback.segmentUrls[0]!);
  expect(answer.statusCode).toBe(302);
  const location = answer.headers.location!;
  expect(location.startsWith(`${server.endpoint}/video-bucket/videos/${videoId}/a1/360p/seg-00000.ts?`)).toBe(
    true,
  );
  expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('60');
  const fetched = await fetch(location);
  expect(fetched.status).toBe(200);
  const bytes = Buffer.from(await fetched.arrayBuffer());
  expect(bytes.equals(fs.readFileSync(path.join(files.dir, '360p', 'seg-00000.ts')))).toBe(true);
  const key = await member.get(playback.keyUrl);
  expect(isTransportStream(decryptSegment(bytes, key.rawPayload, playback.ivOf(0)))).toBe(true);

  // A stranger with the copied address is refused before any presigned address is made.
  const stranger = await testVisitor(app).get(playback.segmentUrls[0]!);
  expect(stranger.statusCode).toBe(403);
  expect(stranger.json()).toEqual({ message: copy.videoPlayback.addressRefused });
});

it('gives presigned addresses that stop working after their minute', async () => {
  const { app } = testApp;
  const videoId = await storeReadyVideo(app, files);
  await contentShowingVideo(app, videoId);
  const member = await signedInMember(app, passphrase);
  const playback = await followPlayback(member, videoId);
  // Presigned 61 seconds ago (only Date is moved: the bucket and the app keep running).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - 61_000);
  const answer = await member.get(playback.segmentUrls[0]!);
  vi.useRealTimers();
  expect(answer.statusCode).toBe(302);
  const fetched = await fetch(answer.headers.location!);
  expect(fetched.status).toBe(403);
  expect(await fetched.text()).toContain('expired');
});
