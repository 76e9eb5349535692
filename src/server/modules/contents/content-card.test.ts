import { describe, expect, it } from 'vitest';
import { badgesOf, thumbnailUrlOf } from './content-card.js';

// 00:30 on 21 November in Tokyo, still the 20th in UTC.
const now = new Date('2026-11-20T15:30:00Z');
const badges = (date: string, viewCount = 0, isFeatured = 0) =>
  badgesOf({ date, viewCount, isFeatured }, now, 'Asia/Tokyo');

describe('badges', () => {
  it('marks as new what is dated up to 14 business days ago, and not 15', () => {
    expect(badges('2026-11-21').new).toBe(true);
    expect(badges('2026-11-07').new).toBe(true);
    expect(badges('2026-11-06').new).toBe(false);
  });

  it('does not mark as new what is dated in the future', () => {
    expect(badges('2026-11-22').new).toBe(false);
  });

  it('counts days in the business zone, not in UTC', () => {
    expect(badgesOf({ date: '2026-11-06', viewCount: 0, isFeatured: 0 }, now, 'UTC').new).toBe(true);
  });

  it('marks as popular from 100 views', () => {
    expect(badges('2026-01-01', 99).popular).toBe(false);
    expect(badges('2026-01-01', 100).popular).toBe(true);
  });

  it('marks as featured what staff flagged', () => {
    expect(badges('2026-01-01', 0, 1).featured).toBe(true);
    expect(badges('2026-01-01', 0, 0).featured).toBe(false);
  });
});

describe('thumbnail addresses', () => {
  it('serves stored thumbnails from our own /uploads and nothing else', () => {
    expect(thumbnailUrlOf('thumbnails/abc-123.webp')).toBe('/uploads/thumbnails/abc-123.webp');
    expect(thumbnailUrlOf(null)).toBeNull();
    expect(thumbnailUrlOf('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBeNull();
    expect(thumbnailUrlOf('../secrets.webp')).toBeNull();
  });
});
