import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentStreak,
  daysEndingAt,
  lastSevenDays,
  longestStreak,
  monthBounds,
  monthWeeks,
} from './streaks.js';

describe('day arithmetic on business day keys', () => {
  it('crosses month ends, year ends and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('lists the days ending at a day, oldest first', () => {
    expect(daysEndingAt('2027-01-02', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('refuses something that is not a day key', () => {
    expect(() => addDays('2026/11/21', 1)).toThrow();
  });
});

describe('the current streak', () => {
  it('counts back from today across a year end', () => {
    const days = ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'];
    expect(currentStreak(days, '2027-01-02')).toBe(5);
  });

  it('counts across a month end', () => {
    expect(currentStreak(['2026-11-29', '2026-11-30', '2026-12-01'], '2026-12-01')).toBe(3);
  });

  it('still counts the run that ended yesterday while today is not over', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20'], '2026-11-21')).toBe(2);
  });

  it('is 0 once a whole day has passed without anything', () => {
    expect(currentStreak(['2026-11-18', '2026-11-19'], '2026-11-21')).toBe(0);
    expect(currentStreak([], '2026-11-21')).toBe(0);
  });

  it('counts a day once however many things were done on it', () => {
    expect(currentStreak(['2026-11-21', '2026-11-21', '2026-11-20'], '2026-11-21')).toBe(2);
  });
});

describe('the longest streak', () => {
  it('finds the longest run anywhere, across month and year ends, in any order', () => {
    const days = [
      '2027-01-01',
      '2026-11-30',
      '2026-12-01',
      '2026-12-31',
      '2026-12-30',
      '2027-01-02',
      '2026-11-29',
      '2027-01-02',
    ];
    // 11/29–12/01 is 3 days, 12/30–1/02 is 4.
    expect(longestStreak(days)).toBe(4);
  });

  it('is 1 for scattered days and 0 for none', () => {
    expect(longestStreak(['2026-11-01', '2026-11-03', '2026-11-05'])).toBe(1);
    expect(longestStreak([])).toBe(0);
  });

  it('joins February 28 and March 1 outside leap years only', () => {
    expect(longestStreak(['2027-02-28', '2027-03-01'])).toBe(2);
    expect(longestStreak(['2028-02-28', '2028-03-01'])).toBe(1);
  });
});

describe('the last seven days', () => {
  it('marks which of the 7 days ending today had something, across a year end', () => {
    expect(lastSevenDays(['2026-12-27', '2026-12-31', '2027-01-02', '2026-12-20'], '2027-01-02')).toEqual([
      { day: '2026-12-27', done: true },
      { day: '2026-12-28', done: false },
      { day: '2026-12-29', done: false },
      { day: '2026-12-30', done: false },
      { day: '2026-12-31', done: true },
      { day: '2027-01-01', done: false },
      { day: '2027-01-02', done: true },
    ]);
  });
});

describe('the month calendar', () => {
  it('knows each month’s length, leap years included', () => {
    expect(monthBounds('2026-11')).toEqual(['2026-11-01', '2026-11-30']);
    expect(monthBounds('2026-12')).toEqual(['2026-12-01', '2026-12-31']);
    expect(monthBounds('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthBounds('2027-02')).toEqual(['2027-02-01', '2027-02-28']);
  });

  it('lays the month out in weeks from Sunday', () => {
    // 2026-11-01 is a Sunday; 30 days fill 5 weeks, the last one with 2 days.
    const november = monthWeeks('2026-11');
    expect(november).toHaveLength(5);
    expect(november[0]![0]).toBe('2026-11-01');
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // 2027-01-01 is a Friday.
    const january = monthWeeks('2027-01');
    expect(january[0]).toEqual([null, null, null, null, null, '2027-01-01', '2027-01-02']);
    expect(january.flat().filter(Boolean)).toHaveLength(31);
    expect(january.every((week) => week.length === 7)).toBe(true);
  });
});
