import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { commentFields, commentProblem } from '#shared/checks/comment-checks.js';
import { copy } from '#shared/copy.js';
import {
  AdminCommentAction,
  AdminCommentFilter,
  AdminCommentList,
  CommentApproval,
  CommentIdParams,
  CommentSaved,
  MemberIdParams,
  MessageOnly,
  StaffReply,
} from '#shared/schemas/comments.js';
import { HttpError } from '#server/http-error.js';
import { findContentById } from '../contents/content-repository.js';
import { readCommentApproval, saveCommentApproval } from '../settings/settings-repository.js';
import { listForModeration, moderate } from './comment-moderation-repository.js';
import { postComment } from './comment-posting.js';
import { deleteComment, findComment, setMuted } from './comment-repository.js';
import { toCommentView } from './comment-views.js';

const doneMessages = {
  approve: copy.commentModeration.approved,
  hide: copy.commentModeration.hidden,
  restore: copy.commentModeration.restored,
  review: copy.commentModeration.reviewed,
} as const;

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

  app.put(
    apiPaths.adminCommentApproval,
    {
      schema: {
        summary: '承認制 on or off: new member comments wait for staff approval',
        body: CommentApproval,
        response: { 200: Type.Object({ message: Type.String(), approvalMode: Type.Boolean() }) },
      },
    },
    async (request) => {
      await saveCommentApproval(app.db, request.body.approvalMode, app.clock.now());
      return {
        message: copy.commentModeration.approvalSaved(request.body.approvalMode),
        approvalMode: request.body.approvalMode,
      };
    },
  );

  app.patch(
    apiRoutes.adminComment,
    {
      schema: {
        summary: 'Approve, hide, restore, or mark a comment looked at',
        params: CommentIdParams,
        body: AdminCommentAction,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      const { action } = request.body;
      if (!(await findComment(app.db, request.params.id))) throw new HttpError(404, copy.comments.notFound);
      // Approving what is not pending, or restoring what is not hidden, changes nothing and says so.
      await moderate(app.db, request.params.id, action, app.clock.now());
      return { message: doneMessages[action] };
    },
  );

  app.delete(
    apiRoutes.adminComment,
    {
      schema: {
        summary: 'Delete a comment and its replies',
        params: CommentIdParams,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      if (!(await deleteComment(app.db, request.params.id))) throw new HttpError(404, copy.comments.notFound);
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
      config: { form: { fields: commentFields, problem: commentProblem } },
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
    };
    const handler = async (request: { params: { userId: string } }) => {
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', request.params.userId)
        .executeTakeFirst();
      if (!user) throw new HttpError(404, copy.mypage.userNotFound);
      await setMuted(app.db, user.id, muted, app.clock.now());
      return { message: muted ? copy.commentModeration.muteDone : copy.commentModeration.unmuteDone };
    };
    if (muted) app.put(apiRoutes.adminCommentMute, route, handler);
    else app.delete(apiRoutes.adminCommentMute, route, handler);
  }
};

export default commentAdminRoutes;
