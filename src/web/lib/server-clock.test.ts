import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServerClock, noteServerDate, serverNow } from './server-clock';

afterEach(() => {
  forgetServerClock();
  vi.useRealTimers();
});

describe('serverNow', () => {
  it("follows the server's clock when the phone's runs minutes fast", () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:05:00.000Z'), toFake: ['Date'] });
    noteServerDate('Fri, 27 Nov 2026 03:00:00 GMT');
    expect(serverNow().toISOString()).toBe('2026-11-27T03:00:00.000Z');
    vi.advanceTimersByTime(60_000);
    expect(serverNow().toISOString()).toBe('2026-11-27T03:01:00.000Z');
  });

  it('keeps what it knew when an answer carries no date it can read or believe', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:05:00.000Z'), toFake: ['Date'] });
    noteServerDate('Fri, 27 Nov 2026 03:00:00 GMT');
    noteServerDate(null);
    noteServerDate('not a date');
    // A proxy's idea of the date, years off.
    noteServerDate('Sat, 01 Jan 2000 00:00:00 GMT');
    expect(serverNow().toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });
});
