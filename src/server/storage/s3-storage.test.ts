import { inspect } from 'node:util';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { storageContract } from '#tests/support/storage-contract.js';
import { s3Storage } from './s3-storage.js';

describe('S3 storage', () => {
  let server: S3TestServer;
  let buckets = 0;
  // A bucket per case, so each starts empty.
  const freshBucket = async () => {
    const bucket = `uploads-${++buckets}`;
    await server.createBucket(bucket);
    return bucket;
  };

  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  storageContract(async () => {
    const bucket = await freshBucket();
    const storage = s3Storage(server.settings(bucket));
    return {
      storage,
      storedNames: async () => {
        const listed = await server.client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '');
      },
      tearDown: async () => storage.close(),
    };
  });

  it('stores the content type and a long private cache lifetime on the object', async () => {
    const bucket = await freshBucket();
    const storage = s3Storage(server.settings(bucket));
    try {
      await storage.put('images/a1b2-lg.webp', Buffer.from('webp'), 'image/webp');
      const head = await server.client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: 'images/a1b2-lg.webp' }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('private, max-age=31536000, immutable');
    } finally {
      storage.close();
    }
  });

  it('keeps the secret key out of what can be printed, errors included', async () => {
    const bucket = await freshBucket();
    const secretAccessKey = 'not-the-s3rver-secret-9f3c';
    // s3rver checks the key id but not V4 signatures, so an unknown id is what makes it refuse.
    const storage = s3Storage({ ...server.settings(bucket), accessKeyId: 'UNKNOWN', secretAccessKey });
    try {
      expect(inspect(storage, { depth: 10, showHidden: true })).not.toContain(secretAccessKey);
      const error: unknown = await storage.put('images/c3d4-lg.webp', Buffer.from('x'), 'image/webp').then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ name: 'InvalidAccessKeyId' });
      expect(inspect(error, { depth: 10 })).not.toContain(secretAccessKey);
    } finally {
      storage.close();
    }
  });
});
