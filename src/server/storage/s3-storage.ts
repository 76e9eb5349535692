import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { isStorageKey, type Storage } from './storage.js';

/** The S3 driver also lets go of its pooled connections when the app closes. */
export type S3Storage = Storage & { close(): void };

// Object names are random and never reused, so whoever is allowed to fetch one may keep it.
const cacheControl = 'private, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  // By name and status rather than instanceof: S3-compatible servers differ in which they send.
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A client for the bucket's server (AWS, or an S3-compatible one at `endpoint`). */
export function s3Client(settings: S3Settings): S3Client {
  const { region, endpoint, accessKeyId, secretAccessKey } = settings;
  // The secret lives only inside the client; nothing here logs it or puts it in an error.
  return new S3Client({
    region,
    credentials: { accessKeyId, secretAccessKey },
    ...(endpoint === undefined
      ? {}
      : {
          endpoint,
          // Other servers seldom have a DNS name per bucket, which virtual-hosted style needs.
          forcePathStyle: true,
          // Checksums the SDK adds by default since 3.729 are refused by some S3-compatible servers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
  });
}

/**
 * Uploads in an S3 bucket, or an S3-compatible one (MinIO and the like) when an endpoint is set.
 * The bucket stays private: the app streams objects to members (decision 0003).
 */
export function s3Storage(settings: S3Settings): S3Storage {
  const { bucket } = settings;
  const client = s3Client(settings);

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const { Body: body, ContentLength: size, ContentType: contentType } = response;
      // The upload route sends the length up front, so an answer without one cannot be served.
      if (!(body instanceof Readable) || size === undefined) {
        if (body instanceof Readable) body.destroy();
        throw new Error(`object storage answered ${key} without a readable body and length`);
      }
      return { body, contentType: contentType ?? 'application/octet-stream', size };
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, which is what callers want.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        // Only uploads: the backups under _backups/ are not keys the driver makes, and hosted
        // videos under videos/ belong to the video storage (video-storage.ts).
        for (const object of page.Contents ?? [])
          if (object.Key && isStorageKey(object.Key) && !object.Key.startsWith('videos/'))
            keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    close() {
      client.destroy();
    },
  };
}
