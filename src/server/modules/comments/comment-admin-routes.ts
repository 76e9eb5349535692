import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { commentFields, commentProblem } from '#shared/checks/comment-checks.js';
import { copy } from '#shared/copy.js';
import {
  AdminCommentAction,
  AdminCommentFilter,
  AdminCommentList,
  CommentsWaiting,
  CommentApproval,
  CommentIdParams,
  CommentSaved,
  MemberIdParams,
  MessageOnly,
  StaffReply,
} from '#shared/schemas/comments.js';
import { HttpError } from '#server/http-error.js';
import { recordedChange, recordedChangeWith, recordStaffAction } from '../audit/record-staff-action.js';
import { findContentById } from '../contents/content-repository.js';
import { readCommentApproval, saveCommentApproval } from '../settings/settings-repository.js';
import { listForModeration, moderate, waitingForStaff } from './comment-moderation-repository.js';
import { postComment } from './comment-posting.js';
import { deleteComment, findComment, setMuted } from './comment-repository.js';
import { toCommentView } from './comment-views.js';

const doneMessages = {
  approve: copy.commentModeration.approved,
  hide: copy.commentModeration.hidden,
  restore: copy.commentModeration.restored,
  review: copy.commentModeration.reviewed,
} as const;

/** A comment is named in the audit log by its content's title: the comment itself is a member's words. */
async function commentTarget(
  db: Parameters<typeof findContentById>[0],
  comment: { id: string; contentId: string },
) {
  const content = await findContentById(db, comment.contentId);
  return { id: comment.id, label: content?.title ?? '' };
}

/** The コメント tab: what needs staff first; approve, hide, restore, delete, reply, mute. */
const commentAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminComments,
    {
      schema: {
        summary: 'Comments for moderation: unanswered questions, pending, reported, hidden and new first',
        querystring: AdminCommentFilter,
        response: { 200: AdminCommentList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        approvalMode: await readCommentApproval(app.db),
        items: await listForModeration(app.db, request.query.filter ?? 'open', app.clock.now()),
      };
    },
  );

  app.get(
    apiPaths.adminCommentsWaiting,
    {
      schema: {
        summary: 'How many questions wait for an answer and comments for approval (the tab shows it)',
        response: { 200: CommentsWaiting },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return waitingForStaff(app.db);
    },
  );

  app.put(
    apiPaths.adminCommentApproval,
    {
      schema: {
        summary: '承認制 on or off: new member comments wait for staff approval',
        body: CommentApproval,
        response: { 200: Type.Object({ message: Type.String(), approvalMode: Type.Boolean() }) },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const before = await readCommentApproval(app.db);
      await saveCommentApproval(app.db, request.body.approvalMode, app.clock.now());
      await recordStaffAction(app.db, request, {
        action: 'comment.approval_mode',
        target: { id: null, label: copy.audit.siteSettingsLabel },
        changes: [{ field: 'approvalMode', before, after: request.body.approvalMode }],
      });
      return {
        message: copy.commentModeration.approvalSaved(request.body.approvalMode),
        approvalMode: request.body.approvalMode,
      };
    },
  );

  app.patch(
    apiRoutes.adminComment,
    recordedChangeWith(
      'Approve, hide, restore, or mark a comment looked at',
      CommentIdParams,
      AdminCommentAction,
      MessageOnly,
    ),
    async (request) => {
      const { action } = request.body;
      const comment = await findComment(app.db, request.params.id);
      if (!comment) throw new HttpError(404, copy.comments.notFound);
      // Approving what is not pending, or restoring what is not hidden, changes nothing and says so.
      await moderate(app.db, request.params.id, action, app.clock.now());
      await recordStaffAction(app.db, request, {
        action: `comment.${action}`,
        target: await commentTarget(app.db, comment),
      });
      return { message: doneMessages[action] };
    },
  );

  app.delete(
    apiRoutes.adminComment,
    recordedChange('Delete a comment and its replies', CommentIdParams, MessageOnly),
    async (request) => {
      const comment = await findComment(app.db, request.params.id);
      if (!comment || !(await deleteComment(app.db, comment.id)))
        throw new HttpError(404, copy.comments.notFound);
      await recordStaffAction(app.db, request, {
        action: 'comment.delete',
        target: await commentTarget(app.db, comment),
      });
      return { message: copy.commentModeration.removed };
    },
  );

  app.post(
    apiRoutes.adminCommentReplies,
    {
      schema: {
        summary: 'Reply to a comment as staff (marked 講師 or スタッフ)',
        params: CommentIdParams,
        body: StaffReply,
        response: { 201: CommentSaved },
      },
      config: { form: { fields: commentFields, problem: commentProblem }, audit: 'recorded' },
    },
    async (request, reply) => {
      const parent = await findComment(app.db, request.params.id);
      const content = parent && (await findContentById(app.db, parent.contentId));
      if (!parent || !content) throw new HttpError(404, copy.comments.notFound);
      if (request.visitor.kind !== 'member') throw new HttpError(401, copy.member.loginRequired);
      const saved = await postComment(app, {
        content,
        user: request.visitor.user,
        kind: 'comment',
        body: request.body.body,
        parentId: parent.id,
        approvalMode: false,
      });
      await recordStaffAction(app.db, request, {
        action: 'comment.reply',
        target: { id: saved.id, label: content.title },
      });
      reply.status(201);
      const reader = { userId: request.visitor.user.id, reportedByMe: new Set<string>() };
      return { message: copy.comments.replied, comment: toCommentView(saved, reader, app.clock.now()) };
    },
  );

  for (const muted of [true, false]) {
    const route = {
      schema: {
        summary: muted ? 'Stop a member posting comments (she still reads)' : 'Let a muted member post again',
        params: MemberIdParams,
        response: { 200: MessageOnly },
      },
      config: { audit: 'recorded' as const },
    };
    const handler = async (request: FastifyRequest<{ Params: { userId: string } }>) => {
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', request.params.userId)
        .executeTakeFirst();
      if (!user) throw new HttpError(404, copy.mypage.userNotFound);
      await setMuted(app.db, user.id, muted, app.clock.now());
      await recordStaffAction(app.db, request, {
        action: muted ? 'member.comment_mute' : 'member.comment_unmute',
        target: { id: user.id, label: user.email },
      });
      return { message: muted ? copy.commentModeration.muteDone : copy.commentModeration.unmuteDone };
    };
    if (muted) app.put(apiRoutes.adminCommentMute, route, handler);
    else app.delete(apiRoutes.adminCommentMute, route, handler);
  }
};

export default commentAdminRoutes;
