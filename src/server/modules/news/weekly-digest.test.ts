import { describe, expect, it } from 'vitest';
import { dueDigestWeek } from './weekly-digest.js';

// Sunday 29 November 2026, 19:00 in Tokyo is 10:00 UTC.

describe('dueDigestWeek', () => {
  it('is due from Sunday 19:00 business time, for the week since the Sunday before', () => {
    expect(dueDigestWeek(new Date('2026-11-29T09:59:59Z'), 'Asia/Tokyo')).toBeNull();
    expect(dueDigestWeek(new Date('2026-11-29T10:00:00Z'), 'Asia/Tokyo')).toEqual({
      sunday: '2026-11-29',
      from: new Date('2026-11-22T10:00:00Z'),
      to: new Date('2026-11-29T10:00:00Z'),
    });
  });

  it('is still due that evening after a restart, and no more a day later', () => {
    expect(dueDigestWeek(new Date('2026-11-30T09:59:00Z'), 'Asia/Tokyo')?.sunday).toBe('2026-11-29');
    expect(dueDigestWeek(new Date('2026-11-30T10:00:00Z'), 'Asia/Tokyo')).toBeNull();
  });

  it('reads Sunday and 19:00 in the business zone, not the server zone', () => {
    // 19:00 on Sunday in New York (EST) is Monday 00:00 UTC.
    expect(dueDigestWeek(new Date('2026-11-29T23:59:00Z'), 'America/New_York')).toBeNull();
    expect(dueDigestWeek(new Date('2026-11-30T00:00:00Z'), 'America/New_York')?.sunday).toBe('2026-11-29');
  });
});
