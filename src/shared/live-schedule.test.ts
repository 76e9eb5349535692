import { describe, expect, it } from 'vitest';
import {
  addDays,
  countdownParts,
  lessonLabel,
  lessonsBetween,
  liveLessonState,
  livePhaseAt,
  reminderDueAt,
  upcomingLessons,
  weekdayOf,
  zonedInstant,
  type LiveException,
  type LiveSchedule,
} from './live-schedule.js';

const tokyo = 'Asia/Tokyo';
const losAngeles = 'America/Los_Angeles';
const wednesdayNine: LiveSchedule = { weekday: 3, startTime: '21:00', durationMinutes: 60 };

const at = (iso: string) => new Date(iso);
const iso = (date: Date | undefined) => date?.toISOString();

describe('calendar arithmetic', () => {
  it('steps over month and year ends and knows the weekday', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(weekdayOf('2027-01-03')).toBe(0);
  });
});

describe('the next lesson in Tokyo', () => {
  it('is this week’s lesson until it ends, with the label members read', () => {
    const state = liveLessonState(wednesdayNine, [], at('2026-11-24T03:00:00Z'), tokyo);
    expect(state.phase).toBe('upcoming');
    expect(state.next?.date).toBe('2026-11-25');
    expect(iso(state.next?.startsAt)).toBe('2026-11-25T12:00:00.000Z');
    expect(iso(state.next?.endsAt)).toBe('2026-11-25T13:00:00.000Z');
    expect(lessonLabel(state.next!, tokyo)).toBe('11月25日(水) 21:00〜22:00');
    expect(state.previous?.date).toBe('2026-11-18');
  });

  it('crosses a week end: a Sunday lesson seen on Saturday night', () => {
    const sunday: LiveSchedule = { weekday: 0, startTime: '09:30', durationMinutes: 45 };
    const state = liveLessonState(sunday, [], at('2026-11-28T14:59:00Z'), tokyo);
    expect(state.next?.date).toBe('2026-11-29');
    expect(lessonLabel(state.next!, tokyo)).toBe('11月29日(日) 09:30〜10:15');
  });

  it('crosses a month end', () => {
    const state = liveLessonState(wednesdayNine, [], at('2026-11-26T00:00:00Z'), tokyo);
    expect(state.next?.date).toBe('2026-12-02');
    expect(iso(state.next?.startsAt)).toBe('2026-12-02T12:00:00.000Z');
    expect(state.phase).toBe('ended');
  });

  it('crosses a year end, skipping a cancelled date and taking a one-off lesson', () => {
    const exceptions: LiveException[] = [
      { kind: 'cancel', date: '2026-12-30' },
      { kind: 'extra', date: '2027-01-02', startTime: '10:00' },
    ];
    const state = liveLessonState(wednesdayNine, exceptions, at('2026-12-24T00:00:00Z'), tokyo);
    expect(state.next?.date).toBe('2027-01-02');
    expect(state.next?.kind).toBe('extra');
    expect(iso(state.next?.startsAt)).toBe('2027-01-02T01:00:00.000Z');
    const list = upcomingLessons(wednesdayNine, exceptions, at('2026-12-24T00:00:00Z'), tokyo, 4);
    expect(list.map((lesson) => [lesson.date, lesson.kind, lesson.cancelled])).toEqual([
      ['2026-12-30', 'regular', true],
      ['2027-01-02', 'extra', false],
      ['2027-01-06', 'regular', false],
      ['2027-01-13', 'regular', false],
    ]);
  });

  it('runs past midnight when the lesson does', () => {
    const late: LiveSchedule = { weekday: 6, startTime: '23:30', durationMinutes: 60 };
    const [lesson] = lessonsBetween(late, [], '2026-12-26', '2026-12-26', tokyo);
    expect(lessonLabel(lesson!, tokyo)).toBe('12月26日(土) 23:30〜00:30');
    expect(iso(lesson?.endsAt)).toBe('2026-12-26T15:30:00.000Z');
  });

  it('lists a one-off at the very time of a regular lesson once', () => {
    const lessons = lessonsBetween(
      wednesdayNine,
      [{ kind: 'extra', date: '2026-11-25', startTime: '21:00' }],
      '2026-11-23',
      '2026-11-29',
      tokyo,
    );
    expect(lessons).toHaveLength(1);
  });

  it('has no next lesson when a whole year is called off', () => {
    const exceptions: LiveException[] = Array.from({ length: 60 }, (_, week) => ({
      kind: 'cancel' as const,
      date: addDays('2026-11-25', week * 7),
    }));
    const state = liveLessonState(wednesdayNine, exceptions, at('2026-11-20T00:00:00Z'), tokyo);
    expect(state.next).toBeNull();
    expect(state.phase).toBe('upcoming');
  });
});

describe('the card’s phase around a lesson (Wednesday 21:00–22:00 Tokyo)', () => {
  const phaseAt = (instant: string) => liveLessonState(wednesdayNine, [], at(instant), tokyo).phase;

  it('counts down from 24 hours before the start', () => {
    expect(phaseAt('2026-11-24T11:59:59.999Z')).toBe('upcoming');
    expect(phaseAt('2026-11-24T12:00:00.000Z')).toBe('countdown');
  });

  it('opens the join window 15 minutes before the start and closes it at the end', () => {
    expect(phaseAt('2026-11-25T11:44:59.999Z')).toBe('countdown');
    expect(phaseAt('2026-11-25T11:45:00.000Z')).toBe('join');
    expect(phaseAt('2026-11-25T12:59:59.999Z')).toBe('join');
    expect(phaseAt('2026-11-25T13:00:00.000Z')).toBe('ended');
  });

  it('says it has ended for 24 hours, then looks forward again', () => {
    const after = liveLessonState(wednesdayNine, [], at('2026-11-25T13:00:00Z'), tokyo);
    expect(after.previous?.date).toBe('2026-11-25');
    expect(after.next?.date).toBe('2026-12-02');
    expect(phaseAt('2026-11-26T12:59:59.999Z')).toBe('ended');
    expect(phaseAt('2026-11-26T13:00:00.000Z')).toBe('upcoming');
  });

  it('works on bare instants too, as the web app runs it', () => {
    const next = { startsAt: Date.parse('2026-11-25T12:00:00Z'), endsAt: Date.parse('2026-11-25T13:00:00Z') };
    expect(livePhaseAt(next, null, next.startsAt - 15 * 60_000)).toBe('join');
    expect(livePhaseAt(next, null, next.startsAt - 15 * 60_000 - 1)).toBe('countdown');
    expect(livePhaseAt(null, null, 0)).toBe('upcoming');
  });
});

describe('a business zone with daylight saving (Los Angeles)', () => {
  it('keeps the wall-clock time across the autumn change', () => {
    const lessons = lessonsBetween(wednesdayNine, [], '2026-10-26', '2026-11-08', losAngeles);
    expect(lessons.map((lesson) => iso(lesson.startsAt))).toEqual([
      '2026-10-29T04:00:00.000Z',
      '2026-11-05T05:00:00.000Z',
    ]);
    expect(lessons.map((lesson) => lessonLabel(lesson, losAngeles))).toEqual([
      '10月28日(水) 21:00〜22:00',
      '11月4日(水) 21:00〜22:00',
    ]);
  });

  it('takes the first of two 01:30s when the clocks go back', () => {
    expect(iso(zonedInstant('2026-11-01', '01:30', losAngeles))).toBe('2026-11-01T08:30:00.000Z');
  });

  it('reads a skipped 02:30 with the offset from before the jump (03:30 daylight time)', () => {
    const sunday: LiveSchedule = { weekday: 0, startTime: '02:30', durationMinutes: 60 };
    const [lesson] = lessonsBetween(sunday, [], '2027-03-14', '2027-03-14', losAngeles);
    expect(iso(lesson?.startsAt)).toBe('2027-03-14T10:30:00.000Z');
    expect(lessonLabel(lesson!, losAngeles)).toBe('3月14日(日) 03:30〜04:30');
  });

  it('sends the reminder at noon the day before, in the zone’s own time', () => {
    const [lesson] = lessonsBetween(wednesdayNine, [], '2026-11-04', '2026-11-04', losAngeles);
    expect(iso(reminderDueAt(lesson!, losAngeles))).toBe('2026-11-03T20:00:00.000Z');
  });
});

describe('the countdown', () => {
  it('shows hours and minutes, then minutes and seconds in the last hour', () => {
    expect(countdownParts((3 * 60 + 12) * 60_000 + 30_000)).toEqual({ unit: 'hours', hours: 3, minutes: 12 });
    expect(countdownParts(3_600_000)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(countdownParts(3_599_000)).toEqual({ unit: 'minutes', minutes: 59, seconds: 59 });
    expect(countdownParts(-5)).toEqual({ unit: 'minutes', minutes: 0, seconds: 0 });
  });
});
