import { describe, expect, it } from 'vitest';
import { dayKey } from '#shared/business-time.js';
import { businessDay } from './business-day.js';

describe('the remembered business day', () => {
  it.each(['Asia/Tokyo', 'America/New_York', 'Australia/Lord_Howe', 'UTC'])(
    'is dayKey at every step across days, DST changes and back again (%s)',
    (timeZone) => {
      // Every 37 minutes through March (DST starts) and November (it ends), then backwards.
      const instants: number[] = [];
      for (const start of [Date.UTC(2026, 2, 1), Date.UTC(2026, 10, 1)]) {
        for (let t = start; t < start + 35 * 86_400_000; t += 37 * 60_000) instants.push(t);
      }
      for (const t of [...instants, ...instants.reverse()]) {
        expect(businessDay(new Date(t), timeZone), new Date(t).toISOString()).toBe(
          dayKey(new Date(t), timeZone),
        );
      }
    },
  );
});
