import { randomUUID } from 'node:crypto';
import type { CommentKind, ReportReason } from '#shared/comments.js';
import { commentLimits } from '#shared/comments.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import type { Db } from '#server/db/database.js';
import type { CommentTable } from '#server/db/schema.js';

export type CommentRow = CommentTable & { authorName: string | null };

/** Every comment with its author's display name (null once she has left or never set one). */
export function commentsWithAuthors(db: Db) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.userId')
    .selectAll('comments')
    .select('users.displayName as authorName');
}

/** One content's comments and replies, newest thread first; bounded so one page stays small. */
export async function listContentComments(db: Db, contentId: string, limit = 500): Promise<CommentRow[]> {
  return commentsWithAuthors(db)
    .where('comments.contentId', '=', contentId)
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findComment(db: Db, id: string): Promise<CommentRow | undefined> {
  return commentsWithAuthors(db).where('comments.id', '=', id).executeTakeFirst();
}

export type NewComment = {
  contentId: string;
  parentId: string | null;
  userId: string;
  authorRole: CommentTable['authorRole'];
  kind: CommentKind;
  body: string;
  status: 'visible' | 'pending';
  /** A staff post is reviewed by its writing. */
  reviewed: boolean;
};

export async function insertComment(
  db: Db,
  { reviewed, ...comment }: NewComment,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('comments')
    .values({
      id,
      ...comment,
      hiddenBy: null,
      createdAt: at,
      editedAt: null,
      reviewedAt: reviewed ? at : null,
      readAt: null,
      pushClaimedAt: null,
    })
    .execute();
  return id;
}

/**
 * Her own comment, only within the edit window and while it is not hidden (one statement). What
 * staff looked at is not what she wrote now: the edit goes back to staff (reviewedAt cleared), and
 * under 承認制 it waits for their approval again, so an approved comment cannot be swapped for
 * unreviewed words.
 */
export async function editOwnComment(
  db: Db,
  edit: { id: string; userId: string; body: string; approvalMode: boolean },
  now: Date,
) {
  const { id, userId, body, approvalMode } = edit;
  const since = new Date(now.getTime() - commentLimits.editWindowMs).toISOString();
  const result = await db
    .updateTable('comments')
    .set({
      body,
      editedAt: now.toISOString(),
      reviewedAt: null,
      ...(approvalMode ? { status: 'pending' as const } : {}),
    })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .where('status', '!=', 'hidden')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a comment; its replies and reports go with it (the foreign keys cascade). */
export async function deleteComment(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * 通報: once per member and comment (a second one is a no-op). A comment reported by
 * commentLimits.reportsToHide different members is hidden until staff decide, in one statement,
 * so reports arriving at once in several processes still hide it exactly at the third.
 */
export async function reportComment(
  db: Db,
  report: { commentId: string; userId: string; reason: ReportReason },
  now: Date,
): Promise<void> {
  await db
    .insertInto('commentReports')
    .values({ ...report, createdAt: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['commentId', 'userId']).doNothing())
    .execute();
  const reporters = db
    .selectFrom('commentReports')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('commentId', '=', report.commentId);
  await db
    .updateTable('comments')
    .set({ status: 'hidden', hiddenBy: 'reports' })
    .where('id', '=', report.commentId)
    .where('status', '=', 'visible')
    // A staff answer is never hidden by members' reports: staff see the reports and decide.
    .where('authorRole', '=', 'member')
    .where(reporters, '>=', commentLimits.reportsToHide)
    .execute();
}

export async function reportsByMember(db: Db, userId: string, commentIds: string[]): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('commentReports')
    .select('commentId')
    .where('userId', '=', userId)
    .where('commentId', 'in', commentIds)
    .execute();
  return new Set(rows.map((row) => row.commentId));
}

export async function isMuted(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('commentMutes')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setMuted(db: Db, userId: string, muted: boolean, now: Date): Promise<void> {
  if (muted) {
    await db
      .insertInto('commentMutes')
      .values({ userId, createdAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('userId').doNothing())
      .execute();
  } else {
    await db.deleteFrom('commentMutes').where('userId', '=', userId).execute();
  }
}

/**
 * 講師 or スタッフ: how a staff post is marked, decided when it is written. The オーナー is the
 * instructor (講師); an 編集者 helps her (スタッフ) (docs/product.md#staff-roles).
 */
export function authorRoleOf(user: { staffRole: StaffRole | null }) {
  if (user.staffRole === null) return 'member' as const;
  return user.staffRole === 'owner' ? ('owner' as const) : ('staff' as const);
}

/** Her unread staff replies, by content (the newest first), for 「あなたへの返信」. */
export async function unreadStaffRepliesByContent(db: Db, userId: string, at: string) {
  const rows = await unreadVisibleStaffReplies(db, userId, at)
    .select((eb) => [
      'reply.contentId as contentId',
      'contents.title as title',
      eb.fn.countAll().as('n'),
      eb.fn.max('reply.createdAt').as('newest'),
    ])
    .groupBy(['reply.contentId', 'contents.title'])
    .orderBy('newest', 'desc')
    .execute();
  return rows.map((row) => ({ contentId: row.contentId, title: row.title, count: Number(row.n) }));
}

/** Staff replies (shown) to her comments that she has not read: her part of the unread count. */
export async function countUnreadStaffReplies(db: Db, userId: string, at: string): Promise<number> {
  const row = await unreadVisibleStaffReplies(db, userId, at)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function unreadStaffReplies(db: Db, userId: string) {
  return db
    .selectFrom('comments as reply')
    .innerJoin('comments as parent', 'parent.id', 'reply.parentId')
    .where('parent.userId', '=', userId)
    .where('reply.authorRole', '!=', 'member')
    .where('reply.status', '=', 'visible')
    .where('reply.readAt', 'is', null)
    .where((eb) => eb.or([eb('reply.userId', 'is', null), eb('reply.userId', '!=', userId)]));
}

/**
 * What she is told of: replies under contents members may see at `at` (a content taken back to
 * 下書き lends no title through her count, list or push). Same rule as contents' own lists.
 */
function unreadVisibleStaffReplies(db: Db, userId: string, at: string) {
  return unreadStaffReplies(db, userId)
    .innerJoin('contents', 'contents.id', 'reply.contentId')
    .where('contents.status', '=', 'published')
    .where('contents.publishedAt', '<=', at);
}

/** She has seen this content's comments: the staff replies to her there are read. */
export async function markStaffRepliesRead(db: Db, userId: string, contentId: string, now: Date) {
  const unread = unreadStaffReplies(db, userId).select('reply.id').where('reply.contentId', '=', contentId);
  await db.updateTable('comments').set({ readAt: now.toISOString() }).where('id', 'in', unread).execute();
}
