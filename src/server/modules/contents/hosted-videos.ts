import path from 'node:path';
import fsp from 'node:fs/promises';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import {
  videoFailureCodes,
  type HostedVideo,
  type VideoFailureCode,
  type VideoSummary,
} from '#shared/schemas/videos.js';
import type { Db } from '#server/db/database.js';
import type { VideoState } from '#server/db/schema.js';
import type { VideoStorage } from '#server/storage/video-storage.js';

// What the contents module knows of a hosted video (issue 24): whether it exists and is ready,
// its state for the staff screens, what a member's detail plays, and removing it with its files.
// The videos module (upload, staff routes, conversion, playback) builds on this, never the other
// way round: the playback routes ask content visibility, so contents must not import videos.
// A content that plays an uploaded video keeps '' in video_url: the initial schema's check wants
// a link on every video, and relaxing a check means rebuilding the contents table on SQLite.

/** Where resumable uploads are written until they finish (inside DATA_DIR, so a restart resumes). */
export function incomingVideosDir(dataDir: string): string {
  return path.join(dataDir, 'videos', 'incoming');
}

/**
 * Why a failed video failed, in Japanese; null unless it failed. A code this version does not
 * know (or none) still says that it failed and what to do.
 */
export function videoFailureMessage(state: VideoState, code: string | null): string | null {
  if (state !== 'failed') return null;
  return code !== null && (videoFailureCodes as readonly string[]).includes(code)
    ? copy.hostedVideo.failures[code as VideoFailureCode]
    : copy.hostedVideo.unknownFailure;
}

export async function hostedVideoExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function isHostedVideoReady(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', id)
    .where('state', '=', 'ready')
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these videos are ready. */
export async function readyHostedVideos(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('videos')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('state', '=', 'ready')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The state of each of these videos, by id (one query for the whole admin list). */
export async function videoSummaries(db: Db, ids: readonly string[]): Promise<Map<string, VideoSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('videos')
    .select(['id', 'state', 'progress', 'failure'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        state: row.state,
        progress: row.progress,
        failure: videoFailureMessage(row.state, row.failure),
      },
    ]),
  );
}

/** A ready video as a content's page reads it (content-detail-repository.ts). */
export type ReadyVideo = { id: string; durationSeconds: number | null; captionsKey: string | null };

/** What a member's detail plays, from a ready video's row. */
export function hostedVideoFrom(row: ReadyVideo): HostedVideo {
  return {
    id: row.id,
    posterUrl: apiPaths.videoPoster(row.id),
    durationSeconds: row.durationSeconds ?? 0,
    hasCaptions: row.captionsKey !== null,
    playlistUrl: apiPaths.videoMaster(row.id),
  };
}

/** The content showing this video, if one does (a video belongs to one content at most). */
export async function contentShowingVideo(db: Db, videoId: string) {
  return db.selectFrom('contents').select(['id', 'title']).where('videoId', '=', videoId).executeTakeFirst();
}

export type VideoRemoval = { db: Db; videoStorage: VideoStorage; dataDir: string };

/**
 * Removes a video: its row (a content showing it lets go of it: ON DELETE SET NULL), every file
 * under its id in storage, and a resumable upload still in progress. The row goes first, so a
 * converter holding it fails to publish rather than publishing files that are gone.
 */
export async function removeHostedVideo(removal: VideoRemoval, id: string): Promise<void> {
  await removal.db.deleteFrom('videos').where('id', '=', id).execute();
  await removal.videoStorage.deletePrefix(id);
  const incoming = incomingVideosDir(removal.dataDir);
  await fsp.rm(path.join(incoming, id), { force: true });
  await fsp.rm(path.join(incoming, `${id}.json`), { force: true });
}
