import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { activityCalendarQueryOptions } from '../api/get-activity-calendar';
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
 * やったよ: once a day per content. Pressed, the block praises her (できました！ and her streak) and
 * the same button, its words now やったよを取り消す, steps back into a small text button: focus
 * stays on it, and the status line above it says what happened, where the navigation never hides it.
 */
export function DoneButton({ contentId, offered, loginHref }: DoneButtonProps) {
  const navigate = useNavigate();
  const state = useDoneState(contentId);
  const setDone = useSetDone();
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const done = setDone.isPending ? setDone.variables.done : state.data?.done === true;
  const needsLogin = (error: unknown) => error instanceof ApiError && error.status === 401;
  const unavailable = !state.data || setDone.isPending;
  // Her streak for the praise, once today's press is counted in it (the calendar is asked again after it).
  const calendar = useQuery({ ...activityCalendarQueryOptions(null), enabled: done && !setDone.isPending });
  const streak = done && calendar.data && !calendar.isFetching ? calendar.data.currentStreak : null;

  const toggle = () => {
    if (unavailable) return;
    const next = !done;
    setDone.mutate(
      { contentId, done: next },
      {
        onSuccess: () => {
          setAnnouncement(next ? copy.keepGoing.doneRecorded : copy.keepGoing.doneUndone);
          // The praise makes the block taller: all of it, undo included, comes into view (above the
          // fixed navigation, thanks to the page's scroll padding).
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          requestAnimationFrame(() =>
            blockRef.current?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' }),
          );
        },
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
    <div
      ref={blockRef}
      className={['done', done ? 'done--done' : offered ? 'done--offered' : ''].filter(Boolean).join(' ')}
    >
      {/* Before the status and the button, so neither moves to another place and focus stays put. */}
      {done && <DoneCheer streak={streak} fresh={announcement === copy.keepGoing.doneRecorded} />}
      <p role="status" className="done__status">
        {status}
      </p>
      <button
        type="button"
        className={classes.filter(Boolean).join(' ')}
        onClick={toggle}
        aria-disabled={unavailable || undefined}
      >
        {!done && (
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path d="M4.5 12.5l5 5 10-11" />
          </svg>
        )}
        <span>{done ? copy.keepGoing.undoDone : copy.keepGoing.done}</span>
      </button>
      {state.isError && !needsLogin(state.error) && <Alert tone="error">{errorMessage(state.error)}</Alert>}
      {setDone.isError && !needsLogin(setDone.error) && (
        <Alert tone="error">{errorMessage(setDone.error)}</Alert>
      )}
    </div>
  );
}

/**
 * できました！ with a seal and her streak (a first day gets a word of praise instead). `fresh`: she
 * pressed it just now, so the seal pops; opening a content done earlier today shows it calmly.
 */
function DoneCheer({ streak, fresh }: { streak: number | null; fresh: boolean }) {
  return (
    <div className={['done__cheer', fresh && 'done__cheer--fresh'].filter(Boolean).join(' ')}>
      <span className="done__seal" aria-hidden="true">
        <svg focusable="false" viewBox="0 0 24 24" width="28" height="28">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <div className="done__cheer-words">
        <p className="done__cheer-title">{copy.keepGoing.doneCheer}</p>
        <p className="done__cheer-note">
          {streak === null ? '' : streak > 1 ? copy.keepGoing.streak(streak) : copy.keepGoing.donePraise}
        </p>
      </div>
    </div>
  );
}
