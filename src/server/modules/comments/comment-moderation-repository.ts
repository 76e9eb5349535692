import type { ReportReason } from '#shared/comments.js';
import type { AdminComment } from '#shared/schemas/comments.js';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/database.js';
import type { Database } from '#server/db/schema.js';
import { authorOf, toCommentView } from './comment-views.js';
import type { CommentRow } from './comment-repository.js';

const listLimit = 200;

/** A top-level question no staff reply answers yet. */
function isUnansweredQuestion(eb: ExpressionBuilder<Database, 'comments'>) {
  const staffAnswer = eb
    .selectFrom('comments as answer')
    .select('answer.id')
    .whereRef('answer.parentId', '=', 'comments.id')
    .where('answer.authorRole', '!=', 'member');
  return eb.and([
    eb('comments.parentId', 'is', null),
    eb('comments.kind', '=', 'question'),
    eb.not(eb.exists(staffAnswer)),
  ]);
}

function moderationRows(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('contents', 'contents.id', 'comments.contentId')
    .leftJoin('users', 'users.id', 'comments.userId')
    .leftJoin('commentMutes', 'commentMutes.userId', 'comments.userId')
    .selectAll('comments')
    .select([
      'users.displayName as authorName',
      'contents.title as contentTitle',
      'commentMutes.userId as mutedId',
    ])
    .select((eb) => [
      eb
        .selectFrom('commentReports')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('commentReports.commentId', '=', 'comments.id')
        .as('reportCount'),
      eb
        .case()
        .when(isUnansweredQuestion(eb as unknown as ExpressionBuilder<Database, 'comments'>))
        .then(1)
        .else(0)
        .end()
        .as('unanswered'),
    ]);
}

/**
 * What waits for staff, for the count on the コメント tab: questions no staff reply answers yet
 * (shown ones), and comments waiting for approval (a question among them counted there, once).
 */
export async function waitingForStaff(db: Db): Promise<{ questions: number; pending: number }> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => [
      eb.fn
        .sum<number | string | bigint | null>(
          eb
            .case()
            .when(
              eb.and([
                isUnansweredQuestion(eb as unknown as ExpressionBuilder<Database, 'comments'>),
                eb('comments.status', '=', 'visible'),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('questions'),
      eb.fn
        .sum<number | string | bigint | null>(
          eb.case().when('comments.status', '=', 'pending').then(1).else(0).end(),
        )
        .as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return { questions: Number(row.questions ?? 0), pending: Number(row.pending ?? 0) };
}

type ModerationRow = CommentRow & {
  contentTitle: string;
  mutedId: string | null;
  reportCount: number | string | bigint | null;
  unanswered: number | string;
};

/**
 * What needs staff, most pressing first: unanswered questions, then comments waiting for approval,
 * reported ones, hidden ones, and new ones staff have not looked at; newest first within each.
 */
function priority(row: ModerationRow): number {
  if (Number(row.unanswered) === 1 && row.status !== 'hidden') return 0;
  if (row.status === 'pending') return 1;
  if (Number(row.reportCount ?? 0) > 0 && row.status !== 'hidden') return 2;
  if (row.status === 'hidden') return 3;
  if (row.reviewedAt === null) return 4;
  return 5;
}

export async function listForModeration(db: Db, filter: 'open' | 'all', now: Date): Promise<AdminComment[]> {
  let query = moderationRows(db);
  if (filter === 'open') {
    query = query.where((eb) =>
      eb.or([
        eb('comments.status', '!=', 'visible'),
        eb('comments.reviewedAt', 'is', null),
        eb.exists(
          eb
            .selectFrom('commentReports')
            .select('commentReports.commentId')
            .whereRef('commentReports.commentId', '=', 'comments.id'),
        ),
        isUnansweredQuestion(eb as unknown as ExpressionBuilder<Database, 'comments'>),
      ]),
    );
  }
  const rows = (await query
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(listLimit)
    .execute()) as ModerationRow[];
  rows.sort((a, b) => priority(a) - priority(b));
  const ids = rows.map((row) => row.id);
  const parentIds = [...new Set(rows.flatMap((row) => (row.parentId ? [row.parentId] : [])))];
  const [reports, replies, parents] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('commentReports')
          .select(['commentId', 'reason', 'createdAt'])
          .where('commentId', 'in', ids)
          .orderBy('createdAt')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('comments')
          .leftJoin('users', 'users.id', 'comments.userId')
          .selectAll('comments')
          .select('users.displayName as authorName')
          .where('comments.parentId', 'in', ids)
          .orderBy('comments.createdAt')
          .orderBy('comments.id')
          .execute(),
    parentIds.length === 0
      ? []
      : db.selectFrom('comments').select(['id', 'body']).where('id', 'in', parentIds).execute(),
  ]);
  const staffReader = { userId: null, reportedByMe: new Set<string>() };
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    state: row.status,
    hiddenBy: row.hiddenBy,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    content: { id: row.contentId, title: row.contentTitle },
    parent: parents.find((parent) => parent.id === row.parentId) ?? null,
    author: { ...authorOf(row), userId: row.userId, muted: row.mutedId !== null },
    isNew: row.reviewedAt === null,
    unanswered: Number(row.unanswered) === 1,
    reports: reports
      .filter((report) => report.commentId === row.id)
      .map((report) => ({ reason: report.reason as ReportReason, createdAt: report.createdAt })),
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => toCommentView(reply, staffReader, now)),
  }));
}

export type ModerationAction = 'approve' | 'hide' | 'restore' | 'review';

/**
 * Staff decide: approve a pending comment, hide one, restore a hidden one, or mark one looked at
 * (確認済み). Restoring or marking settles its reports: three new ones are needed to hide it again.
 */
export async function moderate(db: Db, id: string, action: ModerationAction, now: Date): Promise<boolean> {
  const reviewedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const update = trx.updateTable('comments').where('id', '=', id);
    const result = await (
      action === 'approve'
        ? update.set({ status: 'visible', hiddenBy: null, reviewedAt }).where('status', '=', 'pending')
        : action === 'hide'
          ? update.set({ status: 'hidden', hiddenBy: 'staff', reviewedAt })
          : action === 'restore'
            ? update.set({ status: 'visible', hiddenBy: null, reviewedAt }).where('status', '=', 'hidden')
            : update.set({ reviewedAt })
    ).executeTakeFirst();
    if ((action === 'restore' || action === 'review') && Number(result.numUpdatedRows) === 1) {
      await trx.deleteFrom('commentReports').where('commentId', '=', id).execute();
    }
    return Number(result.numUpdatedRows) === 1;
  });
}
