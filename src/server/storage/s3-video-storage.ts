import fs from 'node:fs';
import fsp from 'node:fs/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config.js';
import { s3Client } from './s3-storage.js';
import { isStorageKey, type StoredObject } from './storage.js';
import { checkedKey, checkedPrefix, type VideoStorage } from './video-storage-contract.js';

/** Hosted videos under `videos/` in the uploads' bucket (see video-storage.ts). */
export function s3VideoStorage(settings: S3Settings): VideoStorage {
  const { bucket } = settings;
  const client = s3Client(settings);
  const objectKey = (key: string) => `videos/${checkedKey(key)}`;
  return {
    driver: 's3',
    async putFile(key, file, contentType) {
      const { size } = await fsp.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const body = response.Body as StoredObject['body'] | undefined;
        if (!body || response.ContentLength === undefined) return null;
        return {
          body,
          contentType: response.ContentType ?? 'application/octet-stream',
          size: response.ContentLength,
        };
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      const full = `videos/${checkedPrefix(prefix)}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: full, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async presignedUrl(key, seconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
        expiresIn: seconds,
      });
    },
    close() {
      client.destroy();
    },
  };
}
