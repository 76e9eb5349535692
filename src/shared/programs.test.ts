import { describe, expect, it } from 'vitest';
import { dayOpensOn, daysBetween, dayStates, openDayCount, programProgress } from './programs.js';

describe('program days', () => {
  it('opens day N N−1 business days after joining, across a month and a year end', () => {
    expect(dayOpensOn('2026-12-30', 1)).toBe('2026-12-30');
    expect(dayOpensOn('2026-12-30', 3)).toBe('2027-01-01');
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(openDayCount('2026-11-10', '2026-11-09', 5)).toBe(0);
    expect(openDayCount('2026-11-10', '2026-11-10', 5)).toBe(1);
    expect(openDayCount('2026-11-10', '2026-11-13', 5)).toBe(4);
    expect(openDayCount('2026-11-10', '2026-12-31', 5)).toBe(5);
  });

  it('marks a day done only when it is open and every content is done', () => {
    const states = dayStates(
      '2026-11-10',
      '2026-11-12',
      [['a', 'b'], ['c'], ['d'], ['a']],
      new Set(['a', 'b', 'd']),
    );
    expect(states.map((state) => [state.open, state.done])).toEqual([
      [true, true],
      [true, false],
      [true, true],
      [false, false],
    ]);
  });

  it('takes the latest open day as today and counts the missed days before it', () => {
    const states = dayStates(
      '2026-11-10',
      '2026-11-13',
      [['a'], ['b'], ['c'], ['d'], ['e']],
      new Set(['a', 'c']),
    );
    expect(programProgress(states)).toEqual({
      doneDays: 2,
      totalDays: 5,
      todayDay: 4,
      catchUpDays: 1,
      finished: false,
    });
    const all = dayStates('2026-11-10', '2026-11-20', [['a'], [], ['c']], new Set(['a', 'c']));
    expect(programProgress(all)).toMatchObject({ doneDays: 3, finished: true, todayDay: 3 });
  });
});
