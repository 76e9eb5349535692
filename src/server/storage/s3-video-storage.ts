import fs from 'node:fs';
import fsp from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config.js';
import { s3Client } from './s3-storage.js';
import { isStorageKey, type StoredObject } from './storage.js';
import { checkedKey, checkedPrefix, type VideoStorage } from './video-storage.js';

/**
 * One PUT takes at most 5 GB on S3 and originals go up to 8 GB: a file larger than one part goes
 * up in parts, each streamed from its range of the file, one at a time (memory stays flat).
 */
const defaultPartBytes = 256 * 1024 * 1024;

/** Hosted videos under `videos/` in the uploads' bucket (see video-storage.ts). */
export function s3VideoStorage(settings: S3Settings, options: { partBytes?: number } = {}): VideoStorage {
  const { bucket } = settings;
  const client = s3Client(settings);
  const objectKey = (key: string) => `videos/${checkedKey(key)}`;
  const partBytes = options.partBytes ?? defaultPartBytes;

  async function putInParts(key: string, file: string, size: number, contentType: string) {
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: objectKey(key), ContentType: contentType }),
    );
    try {
      const parts: { ETag: string; PartNumber: number }[] = [];
      for (let start = 0, number = 1; start < size; start += partBytes, number++) {
        const end = Math.min(start + partBytes, size);
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: objectKey(key),
            UploadId,
            PartNumber: number,
            Body: fs.createReadStream(file, { start, end: end - 1 }),
            ContentLength: end - start,
          }),
        );
        parts.push({ ETag: ETag!, PartNumber: number });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: objectKey(key),
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      // No half-sent parts left to pay for.
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey(key), UploadId }))
        .catch(() => {});
      throw error;
    }
  }

  return {
    driver: 's3',
    async putFile(key, file, contentType) {
      const { size } = await fsp.stat(file);
      if (size > partBytes) {
        await putInParts(key, file, size, contentType);
        return;
      }
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
