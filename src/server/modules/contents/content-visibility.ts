import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { PublishingState } from '#shared/schemas/publishing.js';
import type { Database } from '#server/db/schema.js';
import type { Db } from '#server/db/database.js';
import { findContentById, type ContentRow } from './content-repository.js';
import { isHostedVideoReady, readyHostedVideos } from './hosted-videos.js';

// Who sees a content (docs/decisions/0019-scheduled-posts.md): members and guests see a
// published content from its published_at on; drafts, and scheduled contents before their
// time, only staff. Every member-facing query filters here, with `now` from the app clock.
// A content showing a video staff uploaded waits for that video too: members see it once the
// video is ready (issue 24); staff see it in the admin screens and its preview meanwhile.

/**
 * The instant member queries count as now: the app clock's whole second, as ISO 8601 UTC.
 * Publishing times are whole seconds too, and a shared answer is served for at most a second
 * after it was built (answerSecond in content-answers.ts), so a scheduled content shows within a
 * second of its time on every process, early never.
 */
export function visibleAt(now: Date): string {
  return new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
}

/**
 * No hosted video, or a ready one. Nearly every content has none (video_id null), so the lookup by
 * primary key runs only for the few that do.
 */
function hostedVideoReady(videoId: Expression<string | null>) {
  return sql<boolean>`(${videoId} is null or exists (select 1 from videos where videos.id = ${videoId} and videos.state = 'ready'))`;
}

/** The three columns the rule reads, from whichever table holds them. */
type VisibilityColumns = {
  status: Expression<string>;
  publishedAt: Expression<string>;
  videoId: Expression<string | null>;
};

/** The rule itself, written once: published, at its time, and its hosted video (if any) ready. */
function visibleCondition(columns: VisibilityColumns, at: string) {
  return sql<boolean>`(${columns.status} = 'published' and ${columns.publishedAt} <= ${at} and ${hostedVideoReady(columns.videoId)})`;
}

/** The where-condition of contents members may see at `at` (binds `at`, once). */
export function isVisibleTo(at: string) {
  return (eb: ExpressionBuilder<Database, 'contents'>) =>
    visibleCondition(
      {
        status: eb.ref('contents.status'),
        publishedAt: eb.ref('contents.publishedAt'),
        videoId: eb.ref('contents.videoId'),
      },
      at,
    );
}

/**
 * The same rule over PostgreSQL's search rows (content_search_rows), which copy these columns of
 * contents in the same statement (migration 20261127110000-search-rows): search sorts candidates
 * there without reading the wide rows.
 */
export function isVisibleInSearchRows(at: string) {
  return (eb: ExpressionBuilder<Database, 'contentSearchRows'>) =>
    visibleCondition(
      {
        status: eb.ref('contentSearchRows.status'),
        publishedAt: eb.ref('contentSearchRows.publishedAt'),
        videoId: eb.ref('contentSearchRows.videoId'),
      },
      at,
    );
}

/** The same rule over PostgreSQL's walk rows (content_search_walk, migration 20261127190000-search-walk-rows). */
export function isVisibleInSearchWalk(at: string) {
  return (eb: ExpressionBuilder<Database, 'contentSearchWalk'>) =>
    visibleCondition(
      {
        status: eb.ref('contentSearchWalk.status'),
        publishedAt: eb.ref('contentSearchWalk.publishedAt'),
        videoId: eb.ref('contentSearchWalk.videoId'),
      },
      at,
    );
}

/** A content's or a program's state as stored (programs are scheduled the same way). */
export type Publishable = { status: 'draft' | 'published'; publishedAt: string };

export function isVisibleRow(row: Publishable, at: string): boolean {
  return row.status === 'published' && row.publishedAt <= at;
}

/** A content row members may see at `at`: published by then, and its hosted video (if any) ready. */
export async function isVisibleContent(
  db: Db,
  row: Publishable & { videoId: string | null },
  at: string,
): Promise<boolean> {
  return isVisibleRow(row, at) && (row.videoId === null || (await isHostedVideoReady(db, row.videoId)));
}

/** The rows members may see at `at`, in their order (one query for all their hosted videos). */
export async function visibleContents<Row extends Publishable & { videoId: string | null }>(
  db: Db,
  rows: readonly Row[],
  at: string,
): Promise<Row[]> {
  const published = rows.filter((row) => isVisibleRow(row, at));
  const videoIds = published.flatMap((row) => (row.videoId === null ? [] : [row.videoId]));
  const ready = videoIds.length === 0 ? new Set<string>() : await readyHostedVideos(db, videoIds);
  return published.filter((row) => row.videoId === null || ready.has(row.videoId));
}

/**
 * A content a member may act on now (progress, やったよ, favorite, a view), or undefined: a draft,
 * a content before its time or one whose video is not ready answers as if it did not exist, so no
 * route tells its id apart.
 */
export async function findVisibleContent(db: Db, id: string, now: Date): Promise<ContentRow | undefined> {
  const row = await findContentById(db, id);
  return row && (await isVisibleContent(db, row, visibleAt(now))) ? row : undefined;
}

/** What the admin lists show: 下書き, 予約 (not yet at its time) or 公開. */
export function publishingState(row: Publishable, now: Date): PublishingState {
  if (row.status === 'draft') return 'draft';
  return isVisibleRow(row, now.toISOString()) ? 'published' : 'scheduled';
}
