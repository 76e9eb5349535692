import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { CommentThread } from '#shared/schemas/comments.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-class';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { useComments } from '../api/get-comments';
import { useMarkRepliesRead } from '../api/mark-replies-read';
import { usePostComment } from '../api/post-comment';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { WaitingOrProblem } from './waiting-or-problem';
import './comments.css';

type CommentSectionProps = { contentId: string; registerHref: string; loginHref: string };

/**
 * コメント・質問 under a content: the threads (newest first, replies under each, one level), the
 * form for a member, an invitation for a guest, a notice for a member staff have muted. The
 * staff replies to her are read once she has seen them here.
 */
export function CommentSection({ contentId, registerHref, loginHref }: CommentSectionProps) {
  const headingId = useId();
  const comments = useComments(contentId);
  const post = usePostComment(contentId);
  const markRead = useMarkRepliesRead(contentId);
  const { message, report } = useStatusMessage();
  const hasNew =
    comments.data?.items.some((thread) => thread.replies.some((reply) => reply.isNewForMe)) ?? false;
  const { mutate: markAsRead } = markRead;

  useEffect(() => {
    if (hasNew) markAsRead();
  }, [hasNew, markAsRead]);

  const data = comments.data;
  return (
    <section id="comments" className="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.comments.heading}</h2>
      {!data ? (
        <WaitingOrProblem query={comments} />
      ) : (
        <>
          {data.posting === 'guest' && (
            <Alert tone="info">
              <p>{copy.comments.guestInvite}</p>
              <p className="comments__invite-links">
                <Link className={buttonClassName()} to={registerHref}>
                  {copy.comments.guestRegister}
                </Link>
                <Link className={buttonClassName({ variant: 'secondary' })} to={loginHref}>
                  {copy.comments.guestLogin}
                </Link>
              </p>
            </Alert>
          )}
          {data.posting === 'muted' && <Alert tone="info">{copy.comments.mutedNotice}</Alert>}
          {data.posting === 'open' && (
            <>
              {data.approvalMode && <p className="comments__note">{copy.comments.approvalNotice}</p>}
              <CommentForm
                mode="new"
                submitLabel={copy.comments.post}
                send={({ kind, body }) => post.mutateAsync({ kind, body })}
              />
            </>
          )}
          <StatusMessage message={message} />
          {data.items.length === 0 ? (
            <p className="comments__empty">{copy.comments.empty}</p>
          ) : (
            <ol className="comments__list">
              {data.items.map((thread) => (
                <li key={thread.id}>
                  <Thread
                    contentId={contentId}
                    thread={thread}
                    canAct={data.posting === 'open'}
                    onMessage={report}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

type ThreadProps = {
  contentId: string;
  thread: CommentThread;
  canAct: boolean;
  onMessage: (tone: 'success' | 'error', text: string) => void;
};

function Thread({ contentId, thread, canAct, onMessage }: ThreadProps) {
  const [replying, setReplying] = useState(false);
  const post = usePostComment(contentId);
  return (
    <div className="panel comment-thread" data-kind={thread.kind}>
      {thread.kind === 'question' && <p className="comment-thread__kind">{copy.comments.kinds.question}</p>}
      <CommentItem contentId={contentId} comment={thread} canAct={canAct} onMessage={onMessage} />
      {thread.replies.length > 0 && (
        <ol className="comment-thread__replies">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem contentId={contentId} comment={reply} canAct={canAct} onMessage={onMessage} />
            </li>
          ))}
        </ol>
      )}
      {canAct && thread.state === 'visible' && (
        <div className="comment-thread__reply">
          {replying ? (
            <CommentForm
              mode="reply"
              label={copy.comments.replyLabel}
              submitLabel={copy.comments.reply}
              send={({ body }) => post.mutateAsync({ kind: 'comment', body, parentId: thread.id })}
              onDone={(text) => {
                setReplying(false);
                onMessage('success', text);
              }}
              onCancel={() => setReplying(false)}
            />
          ) : (
            <Button variant="ghost" onClick={() => setReplying(true)}>
              {copy.comments.reply}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
