import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { contentProblem } from './content-checks.js';
import { liveExceptionProblem } from './live-exception-checks.js';
import { liveScheduleProblem } from './live-schedule-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

describe('the live schedule form', () => {
  const good = { weekday: 3, startTime: '21:00', durationMinutes: 60 };

  it('accepts a weekday, an HH:MM time and 10 to 240 minutes', () => {
    expect(liveScheduleProblem(good)).toBeNull();
    expect(liveScheduleProblem({ ...good, durationMinutes: 10 })).toBeNull();
    expect(liveScheduleProblem({ ...good, durationMinutes: 240 })).toBeNull();
  });

  it('names the first field at fault, from the top', () => {
    expect(liveScheduleProblem({ weekday: Number.NaN, startTime: '', durationMinutes: 0 })).toEqual(
      fieldProblem('weekday', copy.live.admin.weekdayInvalid),
    );
    expect(liveScheduleProblem({ ...good, startTime: '9:00' })?.field).toBe('startTime');
    expect(liveScheduleProblem({ ...good, durationMinutes: 9 })?.field).toBe('durationMinutes');
    expect(liveScheduleProblem({ ...good, durationMinutes: 60.5 })?.field).toBe('durationMinutes');
  });
});

describe('an exception to the schedule', () => {
  const context = { today: '2026-11-20', weekday: 3 };

  it('cancels only a regular lesson day, today or later', () => {
    expect(liveExceptionProblem({ kind: 'cancel', date: '2026-11-25', startTime: '' }, context)).toBeNull();
    expect(liveExceptionProblem({ kind: 'cancel', date: '2026-11-26', startTime: '' }, context)).toEqual(
      fieldProblem('date', copy.live.admin.notLessonDay('水曜日')),
    );
    expect(
      liveExceptionProblem({ kind: 'cancel', date: '2026-11-18', startTime: '' }, context)?.message,
    ).toBe(copy.live.admin.pastDate);
  });

  it('adds a one-off on any day with a start time', () => {
    expect(
      liveExceptionProblem({ kind: 'extra', date: '2026-11-20', startTime: '10:00' }, context),
    ).toBeNull();
    expect(liveExceptionProblem({ kind: 'extra', date: '2026-11-21', startTime: '' }, context)?.field).toBe(
      'startTime',
    );
    expect(
      liveExceptionProblem({ kind: 'extra', date: '2026-02-30', startTime: '10:00' }, context)?.message,
    ).toBe(copy.live.admin.dateInvalid);
  });
});

describe('a live archive’s lesson date', () => {
  const video = {
    title: 'ライブ',
    type: 'video',
    date: '2026-11-26',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    body: '',
  } as const;
  const archiveProblem = (liveLessonDate: string | null) => contentProblem({ ...video, liveLessonDate });

  it('is either absent or a real date', () => {
    expect(archiveProblem(null)).toBeNull();
    expect(archiveProblem('2026-11-25')).toBeNull();
    expect(archiveProblem('')).toEqual(fieldProblem('liveLessonDate', copy.live.admin.archiveDateInvalid));
    expect(archiveProblem('2026-13-01')?.field).toBe('liveLessonDate');
  });
});
