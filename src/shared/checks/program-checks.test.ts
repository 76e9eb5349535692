import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { programProblem, type ProgramInput } from './program-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

const valid: ProgramInput = {
  title: 'ゆる筋トレ',
  description: '',
  coverKey: null,
  state: 'published',
  days: [['a'], ['b'], ['c']],
};

describe('programProblem', () => {
  it('accepts a complete program and a draft with empty days, but no 予約 with one', () => {
    expect(programProblem(valid)).toBeNull();
    expect(programProblem({ ...valid, state: 'draft', days: [[], [], []] })).toBeNull();
    const scheduled = {
      ...valid,
      state: 'scheduled' as const,
      publishDate: '2026-12-01',
      publishTime: '07:00',
    };
    expect(programProblem(scheduled)).toBeNull();
    expect(programProblem({ ...scheduled, days: [['a'], [], ['c']] })).toEqual(
      fieldProblem('days', copy.programs.admin.dayEmpty(2)),
    );
  });

  it('asks a 予約 for a real day and time', () => {
    const scheduled = {
      ...valid,
      state: 'scheduled' as const,
      publishDate: '2026-12-01',
      publishTime: '07:00',
    };
    expect(programProblem({ ...scheduled, publishDate: '2026-02-30' })).toEqual(
      fieldProblem('publishDate', copy.publishing.dateInvalid),
    );
    expect(programProblem({ ...scheduled, publishTime: '24:00' })).toEqual(
      fieldProblem('publishTime', copy.publishing.timeInvalid),
    );
  });

  it('names the first problem from the top of the form', () => {
    expect(programProblem({ ...valid, title: ' ', days: [] })).toEqual(
      fieldProblem('title', copy.programs.admin.titleMissing),
    );
    expect(programProblem({ ...valid, days: Array.from({ length: 61 }, () => ['a']) })?.field).toBe(
      'dayCount',
    );
    expect(programProblem({ ...valid, days: [['a'], ['b', 'b'], []] })).toEqual(
      fieldProblem('days', copy.programs.admin.dayDuplicate(2)),
    );
    expect(programProblem({ ...valid, days: [['a'], ['b'], ['a', 'b', 'c', 'd']] })?.message).toBe(
      copy.programs.admin.dayTooMany(3),
    );
  });
});
