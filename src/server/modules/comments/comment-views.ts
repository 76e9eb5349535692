import { commentLimits } from '#shared/comments.js';
import type { CommentThread, CommentView } from '#shared/schemas/comments.js';
import type { CommentRow } from './comment-repository.js';

/** Who is reading: a member (or staff) by id, or a guest (null). */
export type Reader = { userId: string | null; reportedByMe: Set<string> };

export function authorOf(row: Pick<CommentRow, 'userId' | 'authorName' | 'authorRole'>) {
  const left = row.userId === null;
  return { name: left ? null : row.authorName, role: row.authorRole, left };
}

/** Until when she may change her comment: 15 minutes from posting on the app clock, never once hidden. */
export function editableUntil(row: CommentRow, userId: string | null, now: Date): string | null {
  if (userId === null || row.userId !== userId || row.status === 'hidden') return null;
  const until = new Date(row.createdAt).getTime() + commentLimits.editWindowMs;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

export function toCommentView(
  row: CommentRow,
  reader: Reader,
  now: Date,
  parentAuthorId: string | null = null,
): CommentView {
  const isMine = reader.userId !== null && row.userId === reader.userId;
  return {
    id: row.id,
    kind: row.kind,
    body: row.body,
    author: authorOf(row),
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    state: row.status,
    isMine,
    editableUntil: editableUntil(row, reader.userId, now),
    reportedByMe: reader.reportedByMe.has(row.id),
    isNewForMe:
      reader.userId !== null &&
      parentAuthorId === reader.userId &&
      row.authorRole !== 'member' &&
      row.readAt === null &&
      !isMine,
  };
}

/**
 * What a reader sees of one content's comments: every shown comment, each with its shown replies
 * (oldest first). Shown: visible to everyone; pending or hidden only to its author, marked.
 * A reply under a comment she cannot see is not seen either.
 */
export function threadsFor(rows: CommentRow[], reader: Reader, now: Date): CommentThread[] {
  const shown = (row: CommentRow) =>
    row.status === 'visible' || (reader.userId !== null && row.userId === reader.userId);
  const replies = new Map<string, CommentRow[]>();
  for (const row of rows) {
    if (row.parentId === null || !shown(row)) continue;
    const list = replies.get(row.parentId) ?? [];
    list.push(row);
    replies.set(row.parentId, list);
  }
  return rows
    .filter((row) => row.parentId === null && shown(row))
    .map((row) => ({
      ...toCommentView(row, reader, now),
      replies: (replies.get(row.id) ?? [])
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map((reply) => toCommentView(reply, reader, now, row.userId)),
    }));
}
