import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, pageTimeZone } from './format-date';

describe('formatDay', () => {
  it('writes a calendar day in Japanese', () => {
    expect(formatDay('2026-11-21')).toBe('2026年11月21日');
    expect(formatDay('2027-01-01')).toBe('2027年1月1日');
  });

  it('leaves text that is not a day as it is', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows the instant in Tokyo time, 24-hour clock', () => {
    expect(formatDateTime('2026-11-21T12:05:00.000Z')).toEqual(['2026年11月21日', '21:05']);
    // 23:30 UTC is already the next morning in Tokyo.
    expect(formatDateTime('2026-11-30T23:30:00Z')).toEqual(['2026年12月1日', '08:30']);
    expect(formatDateTime('2026-11-20T15:00:00Z')).toEqual(['2026年11月21日', '00:00']);
  });
});

describe('pageTimeZone', () => {
  // The root element as the server wrote it (unit tests run without a DOM).
  const root = (zone?: string) => ({ dataset: zone === undefined ? {} : { timeZone: zone } });

  it('reads the zone the server wrote on the page', () => {
    expect(pageTimeZone(root('America/Los_Angeles'))).toBe('America/Los_Angeles');
  });

  it('keeps Tokyo when the page names no zone, or one that does not exist', () => {
    expect(pageTimeZone(root())).toBe('Asia/Tokyo');
    expect(pageTimeZone(root('Tokyo/Nowhere'))).toBe('Asia/Tokyo');
    expect(pageTimeZone(undefined)).toBe('Asia/Tokyo');
  });
});
