import { useState } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { AdminComment } from '#shared/schemas/comments.js';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { useListFilter } from '#web/hooks/use-list-filter';
import { errorMessage } from '#web/lib/api-client';
import { moderationFilters, useAdminComments, type ModerationFilter } from '../api/get-admin-comments';
import { useModerateComment } from '../api/moderate-comment';
import { useRemoveCommentAsStaff } from '../api/remove-comment-as-staff';
import { useReplyAsStaff } from '../api/reply-as-staff';
import { useSetCommentApproval } from '../api/set-comment-approval';
import { useSetCommentMute } from '../api/set-comment-mute';
import { CommentAuthor } from './comment-author';
import { CommentForm } from './comment-form';
import { CommentText } from './comment-text';
import { WaitingOrProblem } from './waiting-or-problem';
import './comments.css';

const text = copy.commentModeration;
type Report = (tone: 'success' | 'error', words: string) => void;

/**
 * The コメント tab: 承認制, then what needs staff (unanswered questions, pending, reported, hidden,
 * new) with everything staff may do to each: approve, hide, restore, 確認済み, delete, reply, mute.
 */
export function CommentModeration({ contentHref }: { contentHref: (id: string) => string }) {
  const [filter, setFilter] = useListFilter<ModerationFilter>('filter', moderationFilters, 'open');
  const comments = useAdminComments(filter);
  const approval = useSetCommentApproval();
  const { message, report } = useStatusMessage();

  return (
    <div className="stack">
      <p>{text.intro}</p>
      <StatusMessage message={message} />
      {comments.data && (
        <div className="field">
          <label className="moderation__check">
            <input
              type="checkbox"
              checked={comments.data.approvalMode}
              aria-disabled={approval.isPending || undefined}
              onChange={(event) =>
                approval.mutate(event.currentTarget.checked, {
                  onSuccess: (answer) => report('success', answer.message),
                  onError: (error) => report('error', errorMessage(error)),
                })
              }
            />
            {text.approvalOn}
          </label>
        </div>
      )}
      <SelectField
        label={text.filterLabel}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value as ModerationFilter)}
        options={moderationFilters.map((value) => ({ value, label: text.filters[value] }))}
      />
      {!comments.data ? (
        <WaitingOrProblem query={comments} />
      ) : comments.data.items.length === 0 ? (
        <p className="comments__empty">{text.empty}</p>
      ) : (
        <ol className="comments__list">
          {comments.data.items.map((item) => (
            <li key={item.id}>
              <ModerationItem item={item} contentHref={contentHref} onMessage={report} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function flagsOf(item: AdminComment): string[] {
  const flags: string[] = [];
  if (item.unanswered) flags.push(text.flags.unanswered);
  if (item.state === 'pending') flags.push(text.flags.pending);
  if (item.state === 'hidden')
    flags.push(item.hiddenBy === 'reports' ? text.flags.hiddenByReports : text.flags.hidden);
  else if (item.reports.length > 0) flags.push(text.flags.reported(item.reports.length));
  if (item.isNew) flags.push(text.flags.new);
  if (item.author.muted) flags.push(text.flags.muted);
  return flags;
}

type ItemProps = { item: AdminComment; contentHref: (id: string) => string; onMessage: Report };

function ModerationItem({ item, contentHref, onMessage }: ItemProps) {
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const moderate = useModerateComment();
  const remove = useRemoveCommentAsStaff();
  const mute = useSetCommentMute();
  const reply = useReplyAsStaff(item.id);
  const done = { onSuccess: (answer: { message: string }) => onMessage('success', answer.message) };
  const failed = { onError: (error: unknown) => onMessage('error', errorMessage(error)) };
  const act = (action: 'approve' | 'hide' | 'restore' | 'review') =>
    moderate.mutate({ id: item.id, action }, { ...done, ...failed });
  const flags = flagsOf(item);
  const memberId = item.author.role === 'member' ? item.author.userId : null;

  return (
    <article
      className="panel comment-thread"
      aria-label={`${copy.comments.kinds[item.kind]}: ${item.body.slice(0, 30)}`}
    >
      {flags.length > 0 && (
        <ul className="moderation__flags" aria-label={text.heading}>
          {flags.map((flag) => (
            <li key={flag} className="comment-thread__kind">
              {flag}
            </li>
          ))}
        </ul>
      )}
      <p className="comment__meta">
        <span>{copy.comments.kinds[item.kind]}</span>
        <Link to={contentHref(item.content.id)}>{text.on(item.content.title)}</Link>
      </p>
      {item.parent && <p className="comment__state">{item.parent.body.slice(0, 60)}</p>}
      <div className="comment">
        <CommentAuthor comment={item} />
        <CommentText text={item.body} />
      </div>
      {item.reports.length > 0 && (
        <div>
          <p className="comment__state">{text.reasons}</p>
          <ul>
            {item.reports.map((entry, index) => (
              <li key={index}>{copy.comments.reportReasons[entry.reason]}</li>
            ))}
          </ul>
        </div>
      )}
      {item.replies.length > 0 && (
        <ol className="comment-thread__replies">
          {item.replies.map((answer) => (
            <li key={answer.id}>
              <div className="comment" data-staff={answer.author.role !== 'member' || undefined}>
                <CommentAuthor comment={answer} />
                <CommentText text={answer.body} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="comment__actions">
        {item.state === 'pending' && <Button onClick={() => act('approve')}>{text.approve}</Button>}
        {item.state === 'hidden' ? (
          <Button variant="secondary" onClick={() => act('restore')}>
            {text.restore}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => act('hide')}>
            {text.hide}
          </Button>
        )}
        {item.state === 'visible' && (item.isNew || item.reports.length > 0) && (
          <Button variant="secondary" onClick={() => act('review')}>
            {text.review}
          </Button>
        )}
        {!item.parent && !replying && (
          <Button variant="secondary" onClick={() => setReplying(true)}>
            {copy.comments.reply}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {text.remove}
        </Button>
        {memberId && (
          <Button
            variant="ghost"
            onClick={() =>
              mute.mutate({ userId: memberId, muted: !item.author.muted }, { ...done, ...failed })
            }
          >
            {item.author.muted ? text.unmute : text.mute}
          </Button>
        )}
      </div>
      {replying && (
        <CommentForm
          mode="reply"
          label={text.replyHeading}
          submitLabel={copy.comments.reply}
          send={({ body }) => reply.mutateAsync(body)}
          onDone={(words) => {
            setReplying(false);
            onMessage('success', words);
          }}
          onCancel={() => setReplying(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        question={text.removeConfirm}
        confirmLabel={text.remove}
        working={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, { ...done, ...failed, onSettled: () => setConfirming(false) })
        }
      >
        <p>{item.body.slice(0, 80)}</p>
      </ConfirmDialog>
    </article>
  );
}
