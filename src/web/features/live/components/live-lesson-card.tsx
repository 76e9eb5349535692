import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { countdownParts, livePhaseAt, type LivePhase } from '#shared/live-schedule.js';
import { liveCardHash, liveCardId } from '#shared/push-reminder.js';
import type { LiveLesson } from '#shared/schemas/live.js';
import { QueryProblem } from '#web/components/query-problem';
import { buttonClassName } from '#web/components/ui/button-class';
import { paths } from '#web/config/paths';
import { useLiveOverview, type LiveOverviewData } from '../api/get-live-overview';
import { liveKeys } from '../query-keys';
import { useServerNow } from './use-server-now';
import '#web/components/loading-skeleton.css';
import './live-badge.css';
import './live-lesson-card.css';

type LiveLessonCardProps = {
  /** The home page shows a short card with a link to the full one (the live page). */
  variant: 'home' | 'page';
};

/** 次回のライブレッスン: when, the countdown, the join button, お休み, the latest archive, calendars. */
export function LiveLessonCard({ variant }: LiveLessonCardProps) {
  const headingId = useId();
  const overview = useLiveOverview();
  const { hash } = useLocation();
  const card = useRef<HTMLElement>(null);
  // A tapped reminder opens /member#live: the card comes into view with the focus on it.
  useEffect(() => {
    if (variant === 'home' && hash === liveCardHash) card.current?.focus();
  }, [variant, hash]);
  return (
    <section
      ref={card}
      id={variant === 'home' ? liveCardId : undefined}
      tabIndex={variant === 'home' ? -1 : undefined}
      className="live-card"
      aria-labelledby={headingId}
      aria-busy={!overview.data && !overview.isError}
    >
      <h2 id={headingId} className="live-card__heading">
        {copy.live.heading}
      </h2>
      {overview.isError && <QueryProblem query={overview} />}
      {overview.data ? (
        <LiveLessonDetails data={overview.data} variant={variant} />
      ) : (
        !overview.isError && <span className="skeleton-block live-card__skeleton" />
      )}
    </section>
  );
}

const hourMs = 60 * 60_000;

/** Every second from a little before the countdown until the end; otherwise every half minute. */
function tickFor(next: { startsAt: number; endsAt: number } | null, now: number): number {
  return next && now >= next.startsAt - 25 * hourMs && now < next.endsAt ? 1000 : 30_000;
}

function LiveLessonDetails({
  data,
  variant,
}: {
  data: LiveOverviewData;
  variant: LiveLessonCardProps['variant'];
}) {
  const queryClient = useQueryClient();
  const next = data.next;
  const nextTimes = next && { startsAt: Date.parse(next.startsAt), endsAt: Date.parse(next.endsAt) };
  const previousEndsAt = data.previous ? Date.parse(data.previous.endsAt) : null;
  const now = useServerNow(data.clockOffsetMs, (current) => tickFor(nextTimes, current));
  // The phase moves on by itself (countdown → join) on the instants the server sent.
  const phase = livePhaseAt(nextTimes, previousEndsAt, now);
  const lessonOver = nextTimes !== null && now >= nextTimes.endsAt;

  // Once this lesson is over, the server says which one comes next.
  useEffect(() => {
    if (lessonOver) void queryClient.invalidateQueries({ queryKey: liveKeys.all });
  }, [lessonOver, queryClient]);

  if (!next) return <p className="live-card__note">{copy.live.noLesson}</p>;

  // お休み between now and the next lesson (or the one right after it), said on the card.
  const offDays = data.upcoming.filter((lesson) => lesson.cancelled).slice(0, variant === 'home' ? 1 : 2);

  return (
    <div className="stack stack--space-3 live-card__body">
      <p className="live-card__when">
        <time dateTime={next.startsAt}>
          <span className="live-card__day">{next.dayLabel}</span>{' '}
          <span className="live-card__time">{next.timeLabel}</span>
        </time>
        {next.isExtra && <span className="live-badge live-badge--extra">{copy.live.extra}</span>}
      </p>

      {phase === 'join' ? (
        <JoinNow liveUrl={data.liveUrl} started={now >= Date.parse(next.startsAt)} />
      ) : (
        <>
          {phase === 'countdown' && <Countdown remainingMs={Date.parse(next.startsAt) - now} />}
          <p className="live-card__note">{copy.live.joinOpensAt(next.joinOpensTime)}</p>
        </>
      )}

      {offDays.length > 0 && (
        <ul className="live-card__off" role="list">
          {offDays.map((lesson) => (
            <li key={lesson.date}>
              <span className="live-badge live-badge--cancel">{copy.live.cancelled}</span>
              {copy.live.cancelledNote(lesson.dayLabel)}
            </li>
          ))}
        </ul>
      )}

      {phase !== 'join' && <PreviousLesson data={data} phase={phase} />}

      {variant === 'page' && <UpcomingLessons lessons={data.upcoming} />}

      <CalendarLinks googleUrl={data.googleCalendarUrl} />

      {variant === 'home' && (
        <p className="live-card__more">
          <Link to={paths.member.live}>
            {copy.live.seeSchedule}
            <span aria-hidden="true"> ›</span>
          </Link>
        </p>
      )}
    </div>
  );
}

function Countdown({ remainingMs }: { remainingMs: number }) {
  const parts = countdownParts(remainingMs);
  const text =
    parts.unit === 'hours'
      ? copy.live.countdownHours(parts.hours, parts.minutes)
      : copy.live.countdownMinutes(parts.minutes, parts.seconds);
  // role="timer": read when reached, not announced every second.
  return (
    <p className="live-card__countdown" role="timer">
      <span className="live-card__countdown-label">{copy.live.countdownLabel}</span>
      <span className="live-card__countdown-value">{text}</span>
    </p>
  );
}

function JoinNow({ liveUrl, started }: { liveUrl: string | null; started: boolean }) {
  return (
    <div className="stack stack--space-3 live-card__join">
      <p className="live-card__status">{started ? copy.live.onAir : copy.live.startingSoon}</p>
      {liveUrl ? (
        <a
          href={liveUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ block: true, className: 'live-card__join-button' })}
        >
          {copy.live.join}
          <span className="visually-hidden">{copy.live.opensInNewTab}</span>
        </a>
      ) : (
        <p className="live-card__note">{copy.live.linkNotReady}</p>
      )}
    </div>
  );
}

/** After a lesson: that it has ended, and its archive (or that it is on its way); else the latest archive. */
function PreviousLesson({ data, phase }: { data: LiveOverviewData; phase: LivePhase }) {
  const archive = data.latestArchive;
  const ended = phase === 'ended' ? data.previous : null;
  const archiveOfEnded = ended && archive?.liveLessonDate === ended.date;
  if (!ended && !archive) return null;
  return (
    <div className="live-card__previous">
      {ended && <p className="live-card__ended">{copy.live.ended(ended.dayLabel)}</p>}
      {ended && !archiveOfEnded ? (
        <p>{copy.live.archivePending}</p>
      ) : (
        archive && (
          <p className="live-card__archive">
            <span className="live-card__archive-label">{copy.live.latestArchive}</span>
            <Link to={paths.member.content(archive.id)}>{archive.title}</Link>
            {!archiveOfEnded && <span className="live-card__archive-day">（{archive.dayLabel}）</span>}
          </p>
        )
      )}
    </div>
  );
}

function UpcomingLessons({ lessons }: { lessons: LiveLesson[] }) {
  const headingId = useId();
  return (
    <div className="live-card__upcoming">
      <h3 id={headingId}>{copy.live.upcomingHeading}</h3>
      <ul aria-labelledby={headingId} role="list">
        {lessons.map((lesson) => (
          <li key={`${lesson.date}-${lesson.startsAt}`} className={lesson.cancelled ? 'is-off' : undefined}>
            <span className="live-card__upcoming-day">{lesson.dayLabel}</span>
            <span>{lesson.timeLabel}</span>
            {lesson.cancelled && <span className="live-badge live-badge--cancel">{copy.live.cancelled}</span>}
            {lesson.isExtra && <span className="live-badge live-badge--extra">{copy.live.extra}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CalendarLinks({ googleUrl }: { googleUrl: string | null }) {
  return (
    <div className="live-card__calendar">
      <div className="live-card__calendar-buttons">
        <a
          href={apiPaths.liveCalendar}
          download="live-lesson.ics"
          className={buttonClassName({ variant: 'secondary' })}
        >
          {copy.live.addToCalendar}
        </a>
        {googleUrl && (
          <a
            href={googleUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'secondary' })}
          >
            {copy.live.addToGoogleCalendar}
            <span className="visually-hidden">{copy.live.opensInNewTab}</span>
          </a>
        )}
      </div>
      <p className="live-card__hint">{copy.live.calendarHint}</p>
    </div>
  );
}
