import type { FastifyInstance } from 'fastify';
import { commentLimits, normalizeCommentBody, type CommentKind } from '#shared/comments.js';
import { copy } from '#shared/copy.js';
import { HttpError } from '#server/http-error.js';
import { isVisibleContent, visibleAt } from '../contents/content-visibility.js';
import { countAttempt } from '../attempts/attempt-counter-repository.js';
import { commentPostCounterKey } from '../attempts/comment-post-counter.js';
import type { ContentRow } from '../contents/content-repository.js';
import { sendStaffReplyPush } from './comment-reply-push.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import { authorRoleOf, findComment, insertComment, isMuted, type CommentRow } from './comment-repository.js';

export type PostRequest = {
  content: Pick<ContentRow, 'id' | 'title' | 'status' | 'publishedAt' | 'videoId'>;
  user: { id: string; staffRole: StaffRole | null };
  kind: CommentKind;
  body: string;
  parentId: string | null;
  approvalMode: boolean;
};

/**
 * Posts a comment, a question or a reply, for a member or for staff (from the content's page or
 * the moderation screen). A member staff have muted is refused; a member's posts are counted
 * (commentLimits.postsPerWindow an hour, in the database so every process counts); under 承認制 a
 * member's post waits for staff. Staff posts are neither counted nor held, and a staff reply is
 * pushed to the member it answers.
 */
export async function postComment(app: FastifyInstance, request: PostRequest): Promise<CommentRow> {
  const { content, user } = request;
  const isStaff = user.staffRole !== null;
  const now = app.clock.now();
  const parent = request.parentId ? await findComment(app.db, request.parentId) : undefined;
  if (request.parentId) {
    if (!parent || parent.contentId !== content.id) throw new HttpError(404, copy.comments.notFound);
    if (parent.parentId !== null) throw new HttpError(400, copy.comments.repliesOneLevel);
    if (parent.status !== 'visible' && parent.userId !== user.id && !isStaff) {
      throw new HttpError(404, copy.comments.notFound);
    }
    if (parent.status === 'hidden' && !isStaff) throw new HttpError(400, copy.comments.replyToHidden);
  }
  if (!isStaff) {
    if (await isMuted(app.db, user.id)) throw new HttpError(403, copy.comments.muted);
    const posts = await countAttempt(app.db, commentPostCounterKey(user.id), {
      now,
      windowMs: commentLimits.postWindowMs,
    });
    if (posts.count > commentLimits.postsPerWindow) throw new HttpError(429, copy.comments.tooMany);
  }
  const authorRole = authorRoleOf(user);
  const id = await insertComment(
    app.db,
    {
      contentId: content.id,
      parentId: parent?.id ?? null,
      userId: user.id,
      authorRole,
      // A reply is neither a question nor answered: it is part of its thread.
      kind: parent ? 'comment' : request.kind,
      body: normalizeCommentBody(request.body),
      status: request.approvalMode && !isStaff ? 'pending' : 'visible',
      reviewed: isStaff,
    },
    now,
  );
  if (parent && isStaff) {
    // Staff answering is staff having looked at it; an approval-mode question is approved by it.
    await app.db
      .updateTable('comments')
      .set({ reviewedAt: now.toISOString(), status: parent.status === 'pending' ? 'visible' : parent.status })
      .where('id', '=', parent.id)
      .execute();
    // No push lends the title of a content members cannot see (taken back to 下書き, or its video not ready).
    if (
      parent.userId &&
      parent.userId !== user.id &&
      (await isVisibleContent(app.db, content, visibleAt(now)))
    ) {
      const memberId = parent.userId;
      app.inBackground('comment reply push', () =>
        sendStaffReplyPush(app, id, memberId, content.id, content.title),
      );
    }
  }
  return (await findComment(app.db, id))!;
}
