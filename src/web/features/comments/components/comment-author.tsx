import { copy } from '#shared/copy.js';
import type { CommentView } from '#shared/schemas/comments.js';
import { formatDateTime } from '#web/lib/format-date';

/** 講師 or スタッフ for a staff post; null for a member's. */
export function staffMarkOf(role: CommentView['author']['role']): string | null {
  return role === 'member' ? null : copy.comments.staffMarks[role];
}

/** Who wrote it (her name, 退会した会員, or 会員 without a name), the staff mark, and when. */
export function CommentAuthor({
  comment,
}: {
  comment: Pick<CommentView, 'author' | 'createdAt' | 'editedAt'>;
}) {
  const { author } = comment;
  const mark = staffMarkOf(author.role);
  const name = author.left
    ? copy.comments.leftMember
    : (author.name ?? (mark ? '' : copy.comments.anonymousMember));
  const [date, time] = formatDateTime(comment.createdAt);
  return (
    <p className="comment__meta">
      {mark && <span className="comment__mark">{mark}</span>}
      {name && <span className="comment__name">{name}</span>}
      <time dateTime={comment.createdAt}>
        {date} {time}
      </time>
      {comment.editedAt && <span>{copy.comments.edited}</span>}
    </p>
  );
}
