import { isVisibleTo, visibleAt } from '../contents/content-visibility.js';
import { sql, type Selectable } from 'kysely';
import type { WatchProgress } from '#shared/schemas/keep-going.js';
import {
  isWatchedAt,
  resumeMaxBeforeEndSeconds,
  resumeMinSeconds,
  type PlayPosition,
} from '#shared/watch-progress.js';
import type { Db } from '#server/db/database.js';
import type { WatchProgressTable } from '#server/db/schema.js';

type ProgressRow = Selectable<WatchProgressTable>;

function toWatchProgress(row: ProgressRow): WatchProgress {
  return {
    contentId: row.contentId,
    positionSeconds: Number(row.positionSeconds),
    durationSeconds: Number(row.durationSeconds),
    watched: row.watchedAt !== null,
    updatedAt: row.updatedAt,
  };
}

/**
 * Keeps where she is now (already in whole seconds, within the video). Reaching 90% stamps the
 * video watched; that stamp stays when she watches it again from the start.
 */
export async function saveProgress(
  db: Db,
  entry: { userId: string; contentId: string; position: PlayPosition; now: Date },
): Promise<WatchProgress> {
  const updatedAt = entry.now.toISOString();
  const { positionSeconds, durationSeconds } = entry.position;
  const watchedAt = isWatchedAt(entry.position) ? updatedAt : null;
  await db
    .insertInto('watchProgress')
    .values({
      userId: entry.userId,
      contentId: entry.contentId,
      positionSeconds,
      durationSeconds,
      watchedAt,
      updatedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'contentId']).doUpdateSet((eb) => ({
        positionSeconds,
        durationSeconds,
        updatedAt,
        watchedAt: eb.fn.coalesce('watchProgress.watchedAt', eb.val(watchedAt)),
      })),
    )
    .execute();
  const saved = await findProgress(db, entry.userId, entry.contentId);
  if (!saved) throw new Error('progress vanished right after saving');
  return saved;
}

export async function findProgress(
  db: Db,
  userId: string,
  contentId: string,
): Promise<WatchProgress | undefined> {
  const row = await db
    .selectFrom('watchProgress')
    .selectAll()
    .where('userId', '=', userId)
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  return row && toWatchProgress(row);
}

/** Her videos, most recently watched first (for the marks on cards). */
export async function listProgress(db: Db, userId: string, limit: number): Promise<WatchProgress[]> {
  const rows = await db
    .selectFrom('watchProgress')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('contentId', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toWatchProgress);
}

/**
 * 続きから見る: videos she would resume (isInProgress in shared/watch-progress.ts, written in SQL
 * so the limit applies after the filter), most recently watched first.
 */
export async function inProgressVideos(db: Db, userId: string, limit: number, now: Date) {
  const position = sql.ref<number>('watchProgress.positionSeconds');
  const duration = sql.ref<number>('watchProgress.durationSeconds');
  const rows = await db
    .selectFrom('watchProgress')
    .innerJoin('contents', 'contents.id', 'watchProgress.contentId')
    .selectAll('contents')
    .select([
      'watchProgress.positionSeconds as positionSeconds',
      'watchProgress.durationSeconds as durationSeconds',
      'watchProgress.watchedAt as watchedAt',
      'watchProgress.updatedAt as progressUpdatedAt',
    ])
    .where('watchProgress.userId', '=', userId)
    .where('contents.type', '=', 'video')
    // A video taken back to 下書き (or moved to a later 予約) leaves 続きから見る until it shows again.
    .where(isVisibleTo(visibleAt(now)))
    .where(sql<boolean>`${position} > ${resumeMinSeconds}`)
    .where(sql<boolean>`${duration} - ${position} > ${resumeMaxBeforeEndSeconds}`)
    // Below 90% (watchedShare), in integers so both engines compare exactly.
    .where(sql<boolean>`${position} * 10 < ${duration} * 9`)
    .orderBy('watchProgress.updatedAt', 'desc')
    .orderBy('watchProgress.contentId', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ positionSeconds, durationSeconds, watchedAt, progressUpdatedAt, ...content }) => ({
    content,
    progress: toWatchProgress({
      userId,
      contentId: content.id,
      positionSeconds,
      durationSeconds,
      watchedAt,
      updatedAt: progressUpdatedAt,
    }),
  }));
}
