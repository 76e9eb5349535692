import { describe, expect, it } from 'vitest';
import { firstMorning, scheduleMoment } from './first-morning';

describe('firstMorning', () => {
  it('is today before 07:00 in the business zone, and tomorrow from 07:00 on', () => {
    // 06:59 and 07:00 on 27 November in Tokyo.
    expect(firstMorning(new Date('2026-11-26T21:59:00Z'), 'Asia/Tokyo')).toBe('2026-11-27');
    expect(firstMorning(new Date('2026-11-26T22:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-28');
    // 23:08 on the 30th: the next morning is in December.
    expect(firstMorning(new Date('2026-11-30T14:08:00Z'), 'Asia/Tokyo')).toBe('2026-12-01');
  });

  it('counts in the zone given, not the machine’s', () => {
    // 14:00 UTC on the 26th is 06:00 in Los Angeles (before 07:00) and 23:00 in Tokyo.
    expect(firstMorning(new Date('2026-11-26T14:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
    expect(firstMorning(new Date('2026-11-26T14:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-27');
  });
});

describe('scheduleMoment', () => {
  // 14:30 on 28 November in Tokyo.
  const now = new Date('2026-11-28T05:30:00Z');

  it('keeps a day and time still to come', () => {
    expect(scheduleMoment({ date: '2026-11-28', time: '15:00' }, now, 'Asia/Tokyo')).toEqual({
      date: '2026-11-28',
      time: '15:00',
    });
    expect(scheduleMoment({ date: '2026-12-01', time: '06:00' }, now, 'Asia/Tokyo')).toEqual({
      date: '2026-12-01',
      time: '06:00',
    });
  });

  it('moves a moment already gone, or not filled in, to the next 07:00', () => {
    const nextMorning = { date: '2026-11-29', time: '07:00' };
    expect(scheduleMoment({ date: '2026-11-28', time: '07:00' }, now, 'Asia/Tokyo')).toEqual(nextMorning);
    expect(scheduleMoment({ date: '2026-11-28', time: '14:30' }, now, 'Asia/Tokyo')).toEqual(nextMorning);
    expect(scheduleMoment({ date: '', time: '' }, now, 'Asia/Tokyo')).toEqual(nextMorning);
    expect(scheduleMoment({ date: '2026-11-30', time: '' }, now, 'Asia/Tokyo')).toEqual(nextMorning);
  });
});
