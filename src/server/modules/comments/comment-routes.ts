import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { commentFields, commentProblem } from '#shared/checks/comment-checks.js';
import { normalizeCommentBody } from '#shared/comments.js';
import { copy } from '#shared/copy.js';
import { ContentIdParams } from '#shared/schemas/contents.js';
import {
  CommentEdit,
  CommentIdParams,
  CommentInput,
  CommentList,
  CommentReport,
  CommentSaved,
  MessageOnly,
  UnreadReplies,
} from '#shared/schemas/comments.js';
import type { Db } from '#server/db/database.js';
import { HttpError } from '#server/http-error.js';
import { memberId } from '../account/member-id.js';
import { findVisibleContent } from '../contents/content-visibility.js';
import { visibleAt } from '../contents/content-visibility.js';
import { readCommentApproval } from '../settings/settings-repository.js';
import { postComment } from './comment-posting.js';
import {
  unreadStaffRepliesByContent,
  deleteComment,
  editOwnComment,
  findComment,
  isMuted,
  listContentComments,
  markStaffRepliesRead,
  reportComment,
  reportsByMember,
} from './comment-repository.js';
import { threadsFor, toCommentView } from './comment-views.js';

/** Her unread staff replies: how many, and under which contents. */
async function unreadRepliesOf(db: Db, userId: string, now: Date) {
  const contents = await unreadStaffRepliesByContent(db, userId, visibleAt(now));
  return { count: contents.reduce((sum, content) => sum + content.count, 0), contents };
}

const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function visibleContentOr404(id: string) {
    const content = await findVisibleContent(app.db, id, app.clock.now());
    if (!content) throw new HttpError(404, copy.detail.notFound);
    return content;
  }

  /** Her own comment, or one everybody sees; anything else answers as if it were not there. */
  async function commentSeenBy(id: string, userId: string) {
    const row = await findComment(app.db, id);
    if (!row || (row.status !== 'visible' && row.userId !== userId)) {
      throw new HttpError(404, copy.comments.notFound);
    }
    return row;
  }

  app.get(
    apiRoutes.contentComments,
    {
      schema: {
        summary: "A content's comments and questions with their replies, as this visitor may see them",
        tags: ['comments'],
        params: ContentIdParams,
        response: { 200: CommentList },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      await visibleContentOr404(request.params.id);
      const { visitor } = request;
      const userId = visitor.kind === 'member' ? visitor.user.id : null;
      const rows = await listContentComments(app.db, request.params.id);
      const reportedByMe = userId
        ? await reportsByMember(
            app.db,
            userId,
            rows.map((row) => row.id),
          )
        : new Set<string>();
      const muted =
        userId !== null &&
        visitor.kind === 'member' &&
        visitor.user.staffRole === null &&
        (await isMuted(app.db, userId));
      // Per person (her pending comments, her reports): never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return {
        posting: userId === null ? ('guest' as const) : muted ? ('muted' as const) : ('open' as const),
        approvalMode: await readCommentApproval(app.db),
        items: threadsFor(rows, { userId, reportedByMe }, app.clock.now()),
      };
    },
  );

  app.post(
    apiRoutes.contentComments,
    {
      schema: {
        summary: 'Post a comment, a question, or a reply (one level) under a content',
        tags: ['comments'],
        params: ContentIdParams,
        body: CommentInput,
        response: { 201: CommentSaved },
      },
      config: { access: 'member', form: { fields: commentFields, problem: commentProblem } },
    },
    async (request, reply) => {
      const content = await visibleContentOr404(request.params.id);
      if (request.visitor.kind !== 'member') throw new HttpError(401, copy.member.loginRequired);
      const { user } = request.visitor;
      const saved = await postComment(app, {
        content,
        user,
        kind: request.body.kind,
        body: request.body.body,
        parentId: request.body.parentId ?? null,
        approvalMode: await readCommentApproval(app.db),
      });
      reply.status(201);
      return {
        message: saved.status === 'pending' ? copy.comments.postedPending : copy.comments.posted,
        comment: toCommentView(saved, { userId: user.id, reportedByMe: new Set() }, app.clock.now()),
      };
    },
  );

  app.patch(
    apiRoutes.comment,
    {
      schema: {
        summary: 'Change her own comment, within 15 minutes of posting it',
        tags: ['comments'],
        params: CommentIdParams,
        body: CommentEdit,
        response: { 200: CommentSaved },
      },
      config: { access: 'member', form: { fields: commentFields, problem: commentProblem } },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const row = await commentSeenBy(request.params.id, userId);
      if (row.userId !== userId) throw new HttpError(403, copy.comments.notYours);
      const now = app.clock.now();
      const body = normalizeCommentBody(request.body.body);
      const approvalMode = await readCommentApproval(app.db);
      if (!(await editOwnComment(app.db, { id: row.id, userId, body, approvalMode }, now))) {
        throw new HttpError(409, copy.comments.editWindowOver);
      }
      const saved = (await findComment(app.db, row.id))!;
      return {
        message: copy.comments.saved,
        comment: toCommentView(saved, { userId, reportedByMe: new Set() }, now),
      };
    },
  );

  app.delete(
    apiRoutes.comment,
    {
      schema: {
        summary: 'Delete her own comment (at any time); its replies go with it',
        tags: ['comments'],
        params: CommentIdParams,
        response: { 200: MessageOnly },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const row = await commentSeenBy(request.params.id, userId);
      if (row.userId !== userId) throw new HttpError(403, copy.comments.notYours);
      await deleteComment(app.db, row.id);
      return { message: copy.comments.removed };
    },
  );

  app.post(
    apiRoutes.commentReport,
    {
      schema: {
        summary:
          '通報: report a comment with a reason; three members reporting it hide it until staff decide',
        tags: ['comments'],
        params: CommentIdParams,
        body: CommentReport,
        response: { 200: MessageOnly },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const row = await commentSeenBy(request.params.id, userId);
      if (row.userId === userId) throw new HttpError(400, copy.comments.reportOwn);
      await reportComment(
        app.db,
        { commentId: row.id, userId, reason: request.body.reason },
        app.clock.now(),
      );
      return { message: copy.comments.reported };
    },
  );

  app.post(
    apiRoutes.contentCommentsRead,
    {
      schema: {
        summary: 'She has read the staff replies to her comments under this content',
        tags: ['comments'],
        params: ContentIdParams,
        response: { 200: UnreadReplies },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      await markStaffRepliesRead(app.db, userId, request.params.id, app.clock.now());
      return unreadRepliesOf(app.db, userId, app.clock.now());
    },
  );

  app.get(
    apiPaths.myUnreadReplies,
    {
      schema: {
        summary: 'The staff replies to her comments she has not read, by content',
        tags: ['comments'],
        response: { 200: UnreadReplies },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unreadRepliesOf(app.db, memberId(request.visitor), app.clock.now());
    },
  );
};

export default commentRoutes;
