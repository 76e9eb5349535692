import { describe, expect, it } from 'vitest';
import { dayForKey } from './calendar-keys';

describe('moving through the calendar by keyboard', () => {
  it('moves by a day and a week, across month and year ends', () => {
    expect(dayForKey('ArrowRight', '2026-11-30')).toBe('2026-12-01');
    expect(dayForKey('ArrowLeft', '2027-01-01')).toBe('2026-12-31');
    expect(dayForKey('ArrowDown', '2026-12-28')).toBe('2027-01-04');
    expect(dayForKey('ArrowUp', '2026-11-03')).toBe('2026-10-27');
  });

  it('goes to the Sunday and Saturday of the week with Home and End', () => {
    // 2026-11-21 is a Saturday; 2026-11-15 a Sunday.
    expect(dayForKey('Home', '2026-11-19')).toBe('2026-11-15');
    expect(dayForKey('End', '2026-11-19')).toBe('2026-11-21');
    expect(dayForKey('End', '2026-11-21')).toBe('2026-11-21');
  });

  it('goes to the same day of the previous and next month, or that month’s last day', () => {
    expect(dayForKey('PageUp', '2026-11-21')).toBe('2026-10-21');
    expect(dayForKey('PageDown', '2026-12-21')).toBe('2027-01-21');
    expect(dayForKey('PageDown', '2027-01-31')).toBe('2027-02-28');
    expect(dayForKey('PageUp', '2028-03-30')).toBe('2028-02-29');
  });

  it('leaves other keys alone', () => {
    expect(dayForKey('Enter', '2026-11-21')).toBeNull();
    expect(dayForKey('a', '2026-11-21')).toBeNull();
  });
});
