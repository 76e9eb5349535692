import { sql } from 'kysely';
import type { Db } from '#server/db/database.js';
import type { Rendition } from './video-conversion-ladder.js';
import type { VideoFailure } from './video-probe.js';

/**
 * The conversion job lives on the video's own row: `claimed_by` / `claimed_until` are a lease. A
 * process converts only while it holds the lease and renews it as ffmpeg runs; a process killed
 * mid-way stops renewing, and once the lease has run out another process takes the video again.
 */

/** A video claimed for conversion; `attempt` numbers its storage folder `a<attempt>/`. */
export type ClaimedVideo = { id: string; attempt: number; originalKey: string };

/** Three claims that never finished (crashes, kills, ffmpeg errors): the video is given up. */
export const mostAttempts = 3;

const iso = (date: Date) => date.toISOString();

/** A video given up: its reason, no converter. */
const failed = (failure: VideoFailure, now: Date) => ({
  state: 'failed' as const,
  failure,
  claimedBy: null,
  claimedUntil: null,
  updatedAt: iso(now),
});

/**
 * Claims the oldest video waiting (or one whose converter's lease ran out) for `leaseMs`: one
 * conditional UPDATE per candidate, so of several processes asking at once exactly one gets it.
 */
export async function claimNextVideo(
  db: Db,
  workerId: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedVideo | null> {
  const claimable = () =>
    sql<boolean>`(state = 'waiting' or (state = 'converting' and claimed_until <= ${iso(now)}))`;
  // A read first: the poll every few seconds writes nothing while there is nothing to do.
  const candidates = await db
    .selectFrom('videos')
    .select(['id', 'state', 'attempts', 'originalKey'])
    .where(claimable())
    .where('originalKey', 'is not', null)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(5)
    .execute();
  for (const candidate of candidates) {
    // Unchanged since it was read: nobody else claimed it in between.
    const unchanged = db
      .updateTable('videos')
      .where('id', '=', candidate.id)
      .where('attempts', '=', candidate.attempts)
      .where(claimable());
    if (candidate.state === 'converting' && candidate.attempts >= mostAttempts) {
      // Its converter died a third time: not tried again; failed, the original kept.
      await unchanged.set(failed('conversion-failed', now)).execute();
      continue;
    }
    const result = await unchanged
      .set({
        state: 'converting',
        claimedBy: workerId,
        claimedUntil: iso(new Date(now.getTime() + leaseMs)),
        attempts: candidate.attempts + 1,
        progress: 0,
        failure: null,
        updatedAt: iso(now),
      })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1 && candidate.originalKey) {
      return { id: candidate.id, attempt: candidate.attempts + 1, originalKey: candidate.originalKey };
    }
  }
  return null;
}

const heldBy = (db: Db, id: string, workerId: string) =>
  db
    .updateTable('videos')
    .where('id', '=', id)
    .where('claimedBy', '=', workerId)
    .where('state', '=', 'converting');

/** Extends the lease; false when this process no longer holds it (taken over, deleted, retried). */
export async function renewVideoLease(db: Db, id: string, workerId: string, now: Date, leaseMs: number) {
  const result = await heldBy(db, id, workerId)
    .set({ claimedUntil: iso(new Date(now.getTime() + leaseMs)) })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveVideoProgress(db: Db, id: string, workerId: string, progress: number, now: Date) {
  await heldBy(db, id, workerId)
    .set({ progress, updatedAt: iso(now) })
    .execute();
}

export type ReadyVideo = {
  renditions: Rendition[];
  posterKey: string;
  durationSeconds: number;
  width: number;
  height: number;
  encryptionKey: string;
};

/**
 * The one UPDATE that publishes a conversion, once every file is in storage. False when this
 * process lost the video meanwhile: then nothing changed and its files must go.
 */
export async function publishReadyVideo(db: Db, id: string, workerId: string, ready: ReadyVideo, now: Date) {
  const result = await heldBy(db, id, workerId)
    .set({
      state: 'ready',
      progress: 100,
      renditions: JSON.stringify(ready.renditions),
      posterKey: ready.posterKey,
      durationSeconds: ready.durationSeconds,
      width: ready.width,
      height: ready.height,
      encryptionKey: ready.encryptionKey,
      claimedBy: null,
      claimedUntil: null,
      readyAt: iso(now),
      updatedAt: iso(now),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a published conversion removed it from storage. */
export async function forgetVideoOriginal(db: Db, id: string, originalKey: string) {
  await db
    .updateTable('videos')
    .set({ originalKey: null })
    .where('id', '=', id)
    .where('originalKey', '=', originalKey)
    .execute();
}

/** A file that cannot be converted: failed with its reason, the original kept for staff. */
export async function failVideo(db: Db, id: string, workerId: string, failure: VideoFailure, now: Date) {
  await heldBy(db, id, workerId).set(failed(failure, now)).execute();
}

/**
 * Gives the video back to the queue: after an ffmpeg error (the attempt counts, up to
 * mostAttempts), or at shutdown (it does not: the process stopped, the file did nothing wrong).
 */
export async function releaseVideo(
  db: Db,
  id: string,
  workerId: string,
  now: Date,
  options: { countAttempt: boolean; attempt: number },
) {
  if (options.countAttempt && options.attempt >= mostAttempts) {
    await failVideo(db, id, workerId, 'conversion-failed', now);
    return;
  }
  await heldBy(db, id, workerId)
    .set({
      state: 'waiting',
      progress: 0,
      claimedBy: null,
      claimedUntil: null,
      attempts: options.countAttempt ? options.attempt : options.attempt - 1,
      updatedAt: iso(now),
    })
    .execute();
}
