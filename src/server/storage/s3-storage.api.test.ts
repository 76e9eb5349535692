import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { createTestApp } from '#tests/support/test-app.js';

let server: S3TestServer;

beforeAll(async () => {
  server = await startS3TestServer();
  await server.createBucket('app-uploads');
});
afterAll(async () => {
  await server?.close();
});

it('stores uploads in the bucket when STORAGE_DRIVER=s3', async () => {
  const { app, config, close } = await createTestApp({ env: server.env('app-uploads') });
  try {
    await app.storage.put('thumbnails/e5f6-md.webp', Buffer.from('from the app'), 'image/webp');

    const object = await server.client.send(
      new GetObjectCommand({ Bucket: 'app-uploads', Key: 'thumbnails/e5f6-md.webp' }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(await object.Body!.transformToString()).toBe('from the app');
    expect(fs.existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
  } finally {
    await close();
  }
});
