import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.js';
import type { VideoTable } from '#server/db/schema.js';

// The videos table as the upload and the staff routes use it (issue 24). Conversion claims and
// playback read it in their own files; a content's side of it is in contents/hosted-videos.ts.

export type VideoRow = Omit<Selectable<VideoTable>, 'sizeBytes'> & { sizeBytes: number };

/** bigint comes back from PostgreSQL as text: sizes are numbers here. */
function withNumbers(row: Selectable<VideoTable>): VideoRow {
  return { ...row, sizeBytes: Number(row.sizeBytes) };
}

/** The row of an upload that has just started: state uploading, its declared size and file name. */
export async function createUploadingVideo(
  db: Db,
  video: { id: string; originalName: string; sizeBytes: number; createdBy: string | null; now: Date },
): Promise<void> {
  const at = video.now.toISOString();
  await db
    .insertInto('videos')
    .values({
      id: video.id,
      state: 'uploading',
      originalName: video.originalName,
      sizeBytes: video.sizeBytes,
      createdBy: video.createdBy,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

export async function findVideo(db: Db, id: string): Promise<VideoRow | undefined> {
  const row = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  return row && withNumbers(row);
}

/** Bytes arrived: the abandoned-upload sweep counts a day from the last of them. */
export async function touchUpload(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('videos')
    .set({ updatedAt: now.toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'uploading')
    .execute();
}

/** The whole file is in storage: the converter picks the row up (state waiting). False if it is gone. */
export async function markUploaded(db: Db, id: string, originalKey: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set({ state: 'waiting', originalKey, progress: 0, failure: null, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'uploading')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A failed conversion goes back to waiting, with its attempts counted afresh: staff asking again
 * is a new start, not one more try of a job that gave up. False unless it had failed.
 */
export async function retryFailedVideo(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set({
      state: 'waiting',
      failure: null,
      progress: 0,
      attempts: 0,
      claimedBy: null,
      claimedUntil: null,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCaptionsKey(db: Db, id: string, captionsKey: string | null, now: Date) {
  await db
    .updateTable('videos')
    .set({ captionsKey, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Uploads nobody has sent a byte to since `before`: given up on (the hourly sweep removes them).
 * One a saved content already shows stays: removing it would leave the content nothing to play,
 * and staff see it waiting in the content list and can resume or replace it.
 */
export async function abandonedUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('videos')
    .select('id')
    .where('state', '=', 'uploading')
    .where('updatedAt', '<', before.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('contents').select('contents.id').whereRef('contents.videoId', '=', 'videos.id')),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}
