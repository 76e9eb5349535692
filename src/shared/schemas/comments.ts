import { Type, type Static } from 'typebox';
import { commentKinds, reportReasons } from '../comments.js';

// Comments and questions under a content, and their moderation (issue 23).

const Kind = Type.Enum(commentKinds);
/** 講師 (owner) or スタッフ (staff) marks a staff post; member: no mark. */
const AuthorRole = Type.Enum(['owner', 'staff', 'member'] as const);
const State = Type.Enum(['visible', 'pending', 'hidden'] as const);

export const CommentAuthor = Type.Object({
  /** Her display name; null when she has none, or has left (see `left`). */
  name: Type.Union([Type.String(), Type.Null()]),
  role: AuthorRole,
  /** She has left (退会): shown as 退会した会員. */
  left: Type.Boolean(),
});

export const CommentView = Type.Object({
  id: Type.String(),
  kind: Kind,
  /** Plain text with \n line breaks; never HTML. */
  body: Type.String(),
  author: CommentAuthor,
  createdAt: Type.String(),
  editedAt: Type.Union([Type.String(), Type.Null()]),
  /** Only the author sees her own pending or hidden comment; everyone else sees visible ones. */
  state: State,
  isMine: Type.Boolean(),
  /** Until when she may still change it (ISO); null when she may not. */
  editableUntil: Type.Union([Type.String(), Type.Null()]),
  reportedByMe: Type.Boolean(),
  /** A staff reply to her that she has not read yet. */
  isNewForMe: Type.Boolean(),
});
export type CommentView = Static<typeof CommentView>;

export const CommentThread = Type.Intersect([CommentView, Type.Object({ replies: Type.Array(CommentView) })]);
export type CommentThread = Static<typeof CommentThread>;

export const CommentList = Type.Object({
  /** guest: may read, is invited to register; muted: may read, not post. */
  posting: Type.Enum(['open', 'guest', 'muted'] as const),
  /** 承認制: a member's new comment shows after staff approve it. */
  approvalMode: Type.Boolean(),
  items: Type.Array(CommentThread),
});
export type CommentList = Static<typeof CommentList>;

export const CommentInput = Type.Object({
  kind: Kind,
  // Counted in characters by commentProblem; this only bounds what the server reads.
  body: Type.String({ maxLength: 20_000 }),
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
export type CommentInput = Static<typeof CommentInput>;

export const CommentEdit = Type.Object({ body: Type.String({ maxLength: 20_000 }) });
export type CommentEdit = Static<typeof CommentEdit>;

export const CommentSaved = Type.Object({ message: Type.String(), comment: CommentView });
export type CommentSaved = Static<typeof CommentSaved>;

export const CommentReport = Type.Object({ reason: Type.Enum(reportReasons) });
export type CommentReport = Static<typeof CommentReport>;

export const CommentIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const MessageOnly = Type.Object({ message: Type.String() });

export const UnreadReplies = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** Where they are: each content with staff replies she has not read, newest reply first. */
  contents: Type.Array(
    Type.Object({ contentId: Type.String(), title: Type.String(), count: Type.Integer({ minimum: 1 }) }),
  ),
});
export type UnreadReplies = Static<typeof UnreadReplies>;

/** One comment on the moderation screen, with what staff need to decide. */
export const AdminComment = Type.Object({
  id: Type.String(),
  kind: Kind,
  body: Type.String(),
  state: State,
  hiddenBy: Type.Union([Type.Enum(['staff', 'reports'] as const), Type.Null()]),
  createdAt: Type.String(),
  editedAt: Type.Union([Type.String(), Type.Null()]),
  content: Type.Object({ id: Type.String(), title: Type.String() }),
  /** The comment a reply answers (its first words), null for a comment. */
  parent: Type.Union([Type.Object({ id: Type.String(), body: Type.String() }), Type.Null()]),
  author: Type.Intersect([
    CommentAuthor,
    Type.Object({ userId: Type.Union([Type.String(), Type.Null()]), muted: Type.Boolean() }),
  ]),
  isNew: Type.Boolean(),
  unanswered: Type.Boolean(),
  reports: Type.Array(Type.Object({ reason: Type.Enum(reportReasons), createdAt: Type.String() })),
  replies: Type.Array(CommentView),
});
export type AdminComment = Static<typeof AdminComment>;

export const AdminCommentFilter = Type.Object({
  filter: Type.Optional(Type.Enum(['open', 'all'] as const)),
});
export type AdminCommentFilter = Static<typeof AdminCommentFilter>;

export const AdminCommentList = Type.Object({
  approvalMode: Type.Boolean(),
  items: Type.Array(AdminComment),
});
export type AdminCommentList = Static<typeof AdminCommentList>;

/** What waits for staff on the コメント tab. */
export const CommentsWaiting = Type.Object({
  /** Questions no staff reply answers yet (not hidden). */
  questions: Type.Integer({ minimum: 0 }),
  /** Comments waiting for approval (承認制). */
  pending: Type.Integer({ minimum: 0 }),
});
export type CommentsWaiting = Static<typeof CommentsWaiting>;

export const AdminCommentAction = Type.Object({
  action: Type.Enum(['approve', 'hide', 'restore', 'review'] as const),
});
export type AdminCommentAction = Static<typeof AdminCommentAction>;

export const CommentApproval = Type.Object({ approvalMode: Type.Boolean() });
export type CommentApproval = Static<typeof CommentApproval>;

export const StaffReply = Type.Object({ body: Type.String({ maxLength: 20_000 }) });
export type StaffReply = Static<typeof StaffReply>;

export const MemberIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });
