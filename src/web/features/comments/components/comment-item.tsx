import { useState } from 'react';
import { copy } from '#shared/copy.js';
import type { CommentView } from '#shared/schemas/comments.js';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import { useReportComment } from '../api/report-comment';
import { CommentAuthor, staffMarkOf } from './comment-author';
import { CommentForm } from './comment-form';
import { CommentText } from './comment-text';
import { ReportDialog } from './report-dialog';

type CommentItemProps = {
  contentId: string;
  comment: CommentView;
  /** She has an account and may post (not a guest, not muted): report is offered. */
  canAct: boolean;
  /** The words of her last action, shown by the section. */
  onMessage: (tone: 'success' | 'error', text: string) => void;
};

/** One comment or reply: who and when, the text, and what she may do with it. */
export function CommentItem({ contentId, comment, canAct, onMessage }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const edit = useEditComment(contentId);
  const remove = useDeleteComment(contentId);
  const report = useReportComment(contentId);
  const mark = staffMarkOf(comment.author.role);
  const fail = (error: unknown) => onMessage('error', error instanceof Error ? error.message : String(error));

  return (
    <article
      className="comment"
      data-staff={mark ? true : undefined}
      aria-label={mark ? copy.comments.staffMarkLabel(mark) : undefined}
    >
      <CommentAuthor comment={comment} />
      {comment.isNewForMe && <p className="comment__new">{copy.comments.newReply}</p>}
      {comment.state === 'pending' && <p className="comment__state">{copy.comments.pending}</p>}
      {comment.state === 'hidden' && <p className="comment__state">{copy.comments.hiddenOwn}</p>}
      {editing ? (
        <CommentForm
          mode="edit"
          initialBody={comment.body}
          submitLabel={copy.comments.save}
          send={({ body }) => edit.mutateAsync({ id: comment.id, body })}
          onDone={(message) => {
            setEditing(false);
            onMessage('success', message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <CommentText text={comment.body} />
      )}
      {!editing && (
        <div className="comment__actions">
          {comment.editableUntil && (
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {copy.comments.edit}
            </Button>
          )}
          {comment.isMine && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {copy.comments.remove}
            </Button>
          )}
          {!comment.isMine &&
            canAct &&
            comment.state === 'visible' &&
            !mark &&
            (comment.reportedByMe ? (
              <span className="comment__reported">{copy.comments.reportedAlready}</span>
            ) : (
              <Button variant="ghost" onClick={() => setReporting(true)}>
                {copy.comments.report}
              </Button>
            ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        question={copy.comments.removeConfirm}
        confirmLabel={copy.comments.remove}
        working={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: (answer) => onMessage('success', answer.message),
            onError: fail,
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{comment.body.slice(0, 80)}</p>
      </ConfirmDialog>
      <ReportDialog
        open={reporting}
        working={report.isPending}
        onCancel={() => setReporting(false)}
        onSend={(reason) =>
          report.mutate(
            { id: comment.id, reason },
            {
              onSuccess: (answer) => onMessage('success', answer.message),
              onError: fail,
              onSettled: () => setReporting(false),
            },
          )
        }
      />
    </article>
  );
}
