import { useState } from 'react';
import { useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useDoneState } from '../api/get-done-state';
import { useSetDone } from '../api/set-done';
import './done-button.css';

type DoneButtonProps = {
  contentId: string;
  /** She watched the video to 90%: the button is offered with a word of praise. */
  offered: boolean;
  /** The login page, set to come back here, for a session that has ended meanwhile. */
  loginHref: string;
};

/**
 * やったよ: once a day per content. One button whose words say what pressing does (やったよ, then
 * やったよを取り消す), so focus stays on it; a status line says what happened.
 */
export function DoneButton({ contentId, offered, loginHref }: DoneButtonProps) {
  const navigate = useNavigate();
  const state = useDoneState(contentId);
  const setDone = useSetDone();
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const done = setDone.isPending ? setDone.variables.done : state.data?.done === true;
  const needsLogin = (error: unknown) => error instanceof ApiError && error.status === 401;
  const unavailable = !state.data || setDone.isPending;

  const toggle = () => {
    if (unavailable) return;
    const next = !done;
    setDone.mutate(
      { contentId, done: next },
      {
        onSuccess: () => setAnnouncement(next ? copy.keepGoing.doneRecorded : copy.keepGoing.doneUndone),
        onError: (error) => {
          if (needsLogin(error)) void navigate(loginHref);
        },
      },
    );
  };

  const status =
    announcement ??
    (done ? copy.keepGoing.doneRecorded : offered ? copy.keepGoing.watchedOffer : copy.keepGoing.doneHint);
  const classes = [
    'done__button',
    done ? 'done__button--done' : 'done__button--todo',
    offered && !done && 'done__button--offered',
  ];

  return (
    <div className={['done', offered && !done ? 'done--offered' : ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={classes.filter(Boolean).join(' ')}
        onClick={toggle}
        aria-disabled={unavailable || undefined}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          {done ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4.5 12.5l5 5 10-11" />}
        </svg>
        <span>{done ? copy.keepGoing.undoDone : copy.keepGoing.done}</span>
      </button>
      <p role="status" className="done__status">
        {done && (
          <span className="done__stamp" aria-hidden="true">
            ✓
          </span>
        )}
        {status}
      </p>
      {state.isError && !needsLogin(state.error) && <Alert tone="error">{errorMessage(state.error)}</Alert>}
      {setDone.isError && !needsLogin(setDone.error) && (
        <Alert tone="error">{errorMessage(setDone.error)}</Alert>
      )}
    </div>
  );
}
