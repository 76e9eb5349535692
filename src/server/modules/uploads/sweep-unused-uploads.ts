import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.js';
import type { Storage } from '#server/storage/storage.js';
import {
  forgetPendingUpload,
  forgetUnusedUpload,
  pendingUploadsStoredBefore,
  recordPendingUpload,
} from './upload-repository.js';

/**
 * How long an upload may wait for a content to take it. The editor keeps no drafts, so a post is
 * often written in one tab left open overnight: two days let that evening's images live to the
 * next evening's save, and a refused save (its images gone) stays rare. A forgotten image costs
 * some hundred kilobytes for two days.
 */
const unusedUploadGraceMs = 48 * 60 * 60 * 1000;

const batchSize = 100;

/**
 * Removes the files of uploads that no content took within the grace period (an image dropped
 * from the editor, a thumbnail replaced before saving, a cancelled form). Returns how many went.
 */
export async function sweepUnusedUploads(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - unusedUploadGraceMs);
  let removed = 0;
  for (;;) {
    const keys = await pendingUploadsStoredBefore(deps.db, before, batchSize);
    for (const key of keys) {
      if (!(await forgetUnusedUpload(deps.db, key, before))) {
        // A content shows it: from now on the content's edits and deletion look after the file.
        await forgetPendingUpload(deps.db, key);
        continue;
      }
      try {
        await deps.storage.delete(key);
        removed++;
      } catch (error) {
        // Tracked again with its old time so the next sweep retries; storage is likely down, so stop.
        await recordPendingUpload(deps.db, key, before);
        deps.log.warn({ key, reason: (error as Error).message }, 'unused upload not deleted; will retry');
        return removed;
      }
    }
    if (keys.length < batchSize) return removed;
  }
}
