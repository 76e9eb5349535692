import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/config.js';
import { s3Client } from '#server/storage/s3-storage.js';
import { keptBackups, listBackups } from './backup-files.js';

/**
 * Where the copies go in the uploads bucket. The leading underscore is a key the storage driver
 * refuses (isStorageKey), so /uploads/… can never hand a backup to a member.
 */
export const backupPrefix = '_backups/';

async function remoteNames(client: S3Client, bucket: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: backupPrefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) names.push(object.Key.slice(backupPrefix.length));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names.sort();
}

/**
 * Puts in the bucket every local backup it does not have yet (so one that failed to go up goes
 * up the next time) and keeps the newest `keptBackups` there too. Local files are only read.
 */
export async function copyBackupsToS3(
  settings: S3Settings,
  dir: string,
): Promise<{ copied: string[]; removed: string[] }> {
  const client = s3Client(settings);
  try {
    const there = new Set(await remoteNames(client, settings.bucket));
    const copied: string[] = [];
    for (const name of listBackups(dir)) {
      if (there.has(name)) continue;
      const file = path.join(dir, name);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: backupPrefix + name,
          Body: fs.createReadStream(file),
          ContentLength: fs.statSync(file).size,
          ContentType: 'application/vnd.sqlite3',
        }),
      );
      copied.push(name);
      there.add(name);
    }
    const names = [...there].filter((name) => /^backup-.*\.sqlite$/.test(name)).sort();
    const removed = names.slice(0, Math.max(0, names.length - keptBackups));
    for (const name of removed) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: backupPrefix + name }));
    }
    return { copied, removed };
  } finally {
    client.destroy();
  }
}
