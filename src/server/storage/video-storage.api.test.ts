import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { s3VideoStorage } from './s3-video-storage.js';
import { localVideoStorage, type VideoStorage } from './video-storage.js';

// Both video storages (issue 24) keep the same promises: files under a video's id, streamed in
// from disk, read back with their type, removed one by one or a whole video at once.

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const scratch = makeTempDir('video-storage');
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
  await s3.createBucket('videos-test');
});
afterAll(async () => {
  await s3?.close();
  removeDir(scratch);
});

const drivers: Array<[string, () => VideoStorage]> = [
  ['local', () => localVideoStorage(path.join(scratch, 'videos'))],
  ['s3', () => s3VideoStorage(s3.settings('videos-test'))],
];

describe.each(drivers)('%s video storage', (driver, make) => {
  it('streams a file in, gives it back with its type, and removes one file or a whole video', async () => {
    const storage = make();
    const id = randomUUID();
    const original = path.join(scratch, `${driver}-original.mp4`);
    const bytes = Buffer.alloc(3 * 1024 * 1024, 5);
    fs.writeFileSync(original, bytes);
    await storage.putFile(`${id}/original.mp4`, original, 'video/mp4');
    await storage.put(`${id}/a1/720p/seg-00000.ts`, Buffer.from('segment'), 'video/mp2t');
    await storage.put(`${id}/captions-ab12.vtt`, Buffer.from('WEBVTT\n'), 'text/vtt; charset=utf-8');

    const stored = await storage.get(`${id}/original.mp4`);
    expect(stored?.size).toBe(bytes.length);
    expect((await bytesOf(stored!.body as Readable)).equals(bytes)).toBe(true);
    const segment = await storage.get(`${id}/a1/720p/seg-00000.ts`);
    expect(segment?.contentType).toBe('video/mp2t');
    await bytesOf(segment!.body as Readable);

    await storage.delete(`${id}/captions-ab12.vtt`);
    expect(await storage.get(`${id}/captions-ab12.vtt`)).toBeNull();
    // Removing what is not there is no error.
    await storage.delete(`${id}/captions-ab12.vtt`);

    const other = randomUUID();
    await storage.put(`${other}/poster.webp`, Buffer.from('poster'), 'image/webp');
    await storage.deletePrefix(id);
    expect(await storage.get(`${id}/original.mp4`)).toBeNull();
    expect(await storage.get(`${id}/a1/720p/seg-00000.ts`)).toBeNull();
    const kept = await storage.get(`${other}/poster.webp`);
    expect(kept).not.toBeNull();
    await bytesOf(kept!.body as Readable);
    storage.close();
  });

  it('refuses keys and prefixes that could leave the videos', async () => {
    const storage = make();
    await expect(storage.put('../escape.ts', Buffer.from('x'), 'video/mp2t')).rejects.toThrow();
    await expect(storage.deletePrefix('..')).rejects.toThrow();
    await expect(storage.deletePrefix('a/../../b')).rejects.toThrow();
    expect(await storage.get('../etc/passwd.ts')).toBeNull();
    storage.close();
  });
});

it('S3: sends a file larger than one part in parts, whole and in order', async () => {
  const bucket = s3VideoStorage(s3.settings('videos-test'), { partBytes: 5 * 1024 * 1024 });
  const id = randomUUID();
  const original = path.join(scratch, 'parts.mov');
  // 12 MB of distinct bytes: a part out of place or missing would show.
  const bytes = Buffer.alloc(12 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(i, i);
  fs.writeFileSync(original, bytes);
  await bucket.putFile(`${id}/original.mov`, original, 'video/quicktime');
  const stored = await bucket.get(`${id}/original.mov`);
  expect(stored?.contentType).toBe('video/quicktime');
  expect((await bytesOf(stored!.body as Readable)).equals(bytes)).toBe(true);
  bucket.close();
});

it('local: gives ffmpeg the file’s path on disk; S3: a short-lived address a browser can fetch', async () => {
  const local = localVideoStorage(path.join(scratch, 'videos'));
  const id = randomUUID();
  await local.put(`${id}/original.mp4`, Buffer.from('original'), 'video/mp4');
  expect(fs.readFileSync(local.localPath!(`${id}/original.mp4`), 'utf8')).toBe('original');
  expect(local.presignedUrl).toBeUndefined();

  const bucket = s3VideoStorage(s3.settings('videos-test'));
  await bucket.put(`${id}/a1/360p/seg-00001.ts`, Buffer.from('segment bytes'), 'video/mp2t');
  await bucket.put(`${id}/a1/360p/seg-00002.ts`, Buffer.from('next segment'), 'video/mp2t');
  const address = await bucket.presignedUrl!(`${id}/a1/360p/seg-00001.ts`, 60);
  const fetched = await fetch(address);
  expect(fetched.status).toBe(200);
  expect(await fetched.text()).toBe('segment bytes');
  // The address expires (s3rver checks the expiry; it does not check which key was signed).
  const brief = await bucket.presignedUrl!(`${id}/a1/360p/seg-00002.ts`, 1);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect((await fetch(brief)).status).toBe(403);
  expect(bucket.localPath).toBeUndefined();
  bucket.close();
});
