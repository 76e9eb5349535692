import { copy } from '#shared/copy.js';
import {
  lessonDayLabel,
  lessonTimeLabel,
  liveLessonState,
  liveTiming,
  upcomingLessons,
  zonedTime,
  type LiveException,
  type LiveOccurrence,
  type LiveSchedule,
} from '#shared/live-schedule.js';
import type { AdminLive, LiveLesson, LiveOverview } from '#shared/schemas/live.js';
import type { ExceptionRow } from './live-schedule-repository.js';

// What the live routes answer, made from the schedule and the clock. Instants go out as ISO UTC,
// labels as Japanese text on the business wall clock.

function lessonJson(lesson: LiveOccurrence, timeZone: string): LiveLesson {
  return {
    date: lesson.date,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    dayLabel: lessonDayLabel(lesson.date),
    timeLabel: lessonTimeLabel(lesson, timeZone),
    isExtra: lesson.kind === 'extra',
    cancelled: lesson.cancelled,
  };
}

type OverviewInput = {
  schedule: LiveSchedule;
  exceptions: readonly LiveException[];
  now: Date;
  timeZone: string;
  liveUrl: string | null;
  latestArchive: { id: string; title: string; liveLessonDate: string | null } | undefined;
  googleCalendarUrl: string | null;
};

export function liveOverview(input: OverviewInput): LiveOverview {
  const { schedule, exceptions, now, timeZone } = input;
  const state = liveLessonState(schedule, exceptions, now, timeZone);
  const next = state.next;
  const joinOpensAt = next && new Date(next.startsAt.getTime() - liveTiming.joinOpensMinutesBefore * 60_000);
  const archive = input.latestArchive;
  return {
    now: now.toISOString(),
    phase: state.phase,
    next:
      next && joinOpensAt
        ? {
            ...lessonJson(next, timeZone),
            joinOpensAt: joinOpensAt.toISOString(),
            joinOpensTime: zonedTime(joinOpensAt, timeZone),
          }
        : null,
    previous: state.previous && lessonJson(state.previous, timeZone),
    upcoming: upcomingLessons(schedule, exceptions, now, timeZone, 5).map((lesson) =>
      lessonJson(lesson, timeZone),
    ),
    liveUrl: input.liveUrl,
    latestArchive: archive?.liveLessonDate
      ? {
          id: archive.id,
          title: archive.title,
          liveLessonDate: archive.liveLessonDate,
          dayLabel: lessonDayLabel(archive.liveLessonDate),
        }
      : null,
    googleCalendarUrl: input.googleCalendarUrl,
  };
}

type AdminInput = {
  schedule: LiveSchedule;
  rows: readonly ExceptionRow[];
  exceptions: readonly LiveException[];
  now: Date;
  today: string;
  timeZone: string;
};

export function adminLive({ schedule, rows, exceptions, now, today, timeZone }: AdminInput): AdminLive {
  const timeOf = (row: ExceptionRow) => {
    const start = row.startTime ?? schedule.startTime;
    const [hours, minutes] = start.split(':').map(Number) as [number, number];
    const end = (hours * 60 + minutes + schedule.durationMinutes) % 1440;
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${start}〜${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
  };
  return {
    schedule,
    today,
    exceptions: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      date: row.lessonDate,
      startTime: row.startTime,
      label:
        row.kind === 'cancel'
          ? `${lessonDayLabel(row.lessonDate)} ${copy.live.cancelled}`
          : `${lessonDayLabel(row.lessonDate)} ${timeOf(row)} ${copy.live.extra}`,
      isPast: row.lessonDate < today,
    })),
    upcoming: upcomingLessons(schedule, exceptions, now, timeZone, 6).map((lesson) =>
      lessonJson(lesson, timeZone),
    ),
  };
}
