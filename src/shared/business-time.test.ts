import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayKey,
  endOfMonth,
  isValidTimeZone,
  monthKey,
  startOfZonedDay,
} from './business-time.js';

const tokyo = 'Asia/Tokyo';

describe('business month in Asia/Tokyo', () => {
  it('puts 15:00 UTC on the last day of a month into the next Tokyo month', () => {
    expect(monthKey(new Date('2026-11-30T14:59:59.999Z'), tokyo)).toBe('2026-11');
    expect(monthKey(new Date('2026-11-30T15:00:00.000Z'), tokyo)).toBe('2026-12');
  });

  it('ends the month at 23:59:59.999 Tokyo time', () => {
    expect(endOfMonth(new Date('2026-11-01T00:00:00+09:00'), tokyo).toISOString()).toBe(
      '2026-11-30T14:59:59.999Z',
    );
    expect(endOfMonth(new Date('2026-12-31T23:00:00+09:00'), tokyo).toISOString()).toBe(
      '2026-12-31T14:59:59.999Z',
    );
  });

  it('handles leap-year February', () => {
    expect(endOfMonth(new Date('2028-02-10T12:00:00Z'), tokyo).toISOString()).toBe(
      '2028-02-29T14:59:59.999Z',
    );
  });

  it('gives the business day, not the UTC day', () => {
    expect(dayKey(new Date('2026-11-20T16:30:00Z'), tokyo)).toBe('2026-11-21');
  });
});

describe('time zones with daylight saving', () => {
  it('finds local midnight across a DST change in New York', () => {
    expect(startOfZonedDay(2026, 11, 1, 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfZonedDay(2026, 11, 2, 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(endOfMonth(new Date('2026-03-15T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-04-01T03:59:59.999Z',
    );
  });
});

describe('a zone whose clocks jump forward at midnight', () => {
  it('starts the day at the first instant of that date (Asunción, 1 October 2023)', () => {
    const start = startOfZonedDay(2023, 10, 1, 'America/Asuncion');
    expect(dayKey(start, 'America/Asuncion')).toBe('2023-10-01');
    expect(dayKey(new Date(start.getTime() - 1), 'America/Asuncion')).toBe('2023-09-30');
    expect(endOfMonth(new Date('2023-09-15T12:00:00Z'), 'America/Asuncion').toISOString()).toBe(
      new Date(start.getTime() - 1).toISOString(),
    );
  });
});

describe('month arithmetic and validation', () => {
  it('rolls over the year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 12)).toBe('2027-11');
    expect(() => addMonths('2026-1x', 1)).toThrow();
  });

  it('knows real zones from typos', () => {
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('Asia/Tokio')).toBe(false);
  });
});
