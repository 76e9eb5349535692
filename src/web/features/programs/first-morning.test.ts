import { describe, expect, it } from 'vitest';
import { firstMorning } from './first-morning';

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
