import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { programProblem, type ProgramInput } from './program-checks.js';

const valid: ProgramInput = {
  title: 'ゆる筋トレ',
  description: '',
  coverKey: null,
  published: true,
  days: [['a'], ['b'], ['c']],
};

describe('programProblem', () => {
  it('accepts a complete program and a draft with empty days', () => {
    expect(programProblem(valid)).toBeNull();
    expect(programProblem({ ...valid, published: false, days: [[], [], []] })).toBeNull();
  });

  it('names the first problem from the top of the form', () => {
    expect(programProblem({ ...valid, title: ' ', days: [] })).toEqual({
      field: 'title',
      message: copy.programs.admin.titleMissing,
    });
    expect(programProblem({ ...valid, days: Array.from({ length: 61 }, () => ['a']) })?.field).toBe(
      'dayCount',
    );
    expect(programProblem({ ...valid, days: [['a'], ['b', 'b'], []] })).toEqual({
      field: 'days',
      message: copy.programs.admin.dayDuplicate(2),
    });
    expect(programProblem({ ...valid, days: [['a'], ['b'], ['a', 'b', 'c', 'd']] })?.message).toBe(
      copy.programs.admin.dayTooMany(3),
    );
  });
});
