import { Type, type Static } from 'typebox';

// The audit log of staff actions (issue 22, docs/product.md#the-audit-log): the owner reads who did
// what, to what and when. Keys are stable; the web app words them (copy.audit).

/** What an action was done to; the screen filters by it. */
export const auditTargetTypes = [
  'content',
  'program',
  'live',
  'passphrase',
  'settings',
  'legal',
  'member',
  'comment',
  'staff',
  'notice',
  'video',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** Every action recorded, as `<target type>.<verb>`. */
export const auditActions = [
  'content.create',
  'content.update',
  'content.delete',
  'content.samples_delete',
  'program.create',
  'program.update',
  'program.publish',
  'program.unpublish',
  'live.schedule_update',
  'live.exception_create',
  'live.exception_delete',
  'passphrase.set',
  'passphrase.replace',
  'settings.update',
  'legal.update',
  'member.disable',
  'member.enable',
  'member.sessions_end',
  'member.reset_link_send',
  'member.delete',
  'member.export',
  'member.import',
  'member.comment_mute',
  'member.comment_unmute',
  'comment.approval_mode',
  'comment.approve',
  'comment.hide',
  'comment.restore',
  'comment.review',
  'comment.delete',
  'comment.reply',
  'staff.invite',
  'staff.invitation_cancel',
  'staff.role_change',
  'staff.remove',
  'notice.create',
  'notice.update',
  'notice.delete',
  'video.upload',
  'video.retry',
  'video.captions',
  'video.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A field's value as recorded: long texts and lists are summarised before they get here. */
export const AuditValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type AuditValue = Static<typeof AuditValue>;

/**
 * One changed field. `hidden: 'secret'` (a passphrase) and `hidden: 'long'` (an article's body)
 * say it changed without its values; a secret's value is never stored anywhere.
 */
export const AuditChange = Type.Object({
  field: Type.String(),
  before: Type.Optional(AuditValue),
  after: Type.Optional(AuditValue),
  hidden: Type.Optional(Type.Union([Type.Literal('secret'), Type.Literal('long')])),
});
export type AuditChange = Static<typeof AuditChange>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  /** ISO 8601 instant. */
  at: Type.String(),
  actor: Type.Object({ id: Type.String(), email: Type.String() }),
  action: Type.Enum(auditActions),
  targetType: Type.Enum(auditTargetTypes),
  targetId: Type.Union([Type.String(), Type.Null()]),
  /** What staff read: a title, an e-mail (masked once the member is deleted), a month. */
  targetLabel: Type.String(),
  changes: Type.Array(AuditChange),
  /** Rows exported, members created, guest sessions ended… */
  counts: Type.Record(Type.String(), Type.Integer()),
  clientAddress: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Filters of the log screen; `from`/`to` are business days, both included. */
export const AuditQuery = Type.Object({
  actorId: Type.Optional(Type.String({ maxLength: 100 })),
  targetType: Type.Optional(Type.Enum(auditTargetTypes)),
  from: Type.Optional(day),
  to: Type.Optional(day),
  cursor: Type.Optional(Type.String({ maxLength: 400 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  items: Type.Array(AuditEntry),
  /** Hand back for the next (older) page; null at the end. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** Everyone who has an entry, for the staff filter (a deleted account's e-mail too). */
  actors: Type.Array(Type.Object({ id: Type.String(), email: Type.String() })),
});
export type AuditPage = Static<typeof AuditPage>;
