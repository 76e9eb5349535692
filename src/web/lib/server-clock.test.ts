import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

afterEach(() => {
  noteServerDate(new Date().toUTCString());
  vi.useRealTimers();
});

describe('serverNow', () => {
  it("follows the server's clock when the phone's runs minutes fast", () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:05:00.000Z'), toFake: ['Date'] });
    noteServerDate('Fri, 27 Nov 2026 03:00:00 GMT');
    expect(Math.abs(serverNow().getTime() - Date.parse('2026-11-27T03:00:00.500Z'))).toBeLessThan(10);
    vi.advanceTimersByTime(60_000);
    expect(serverNow().toISOString()).toBe('2026-11-27T03:01:00.500Z');
  });

  it('keeps what it knew when an answer carries no date it can read', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:05:00.000Z'), toFake: ['Date'] });
    noteServerDate('Fri, 27 Nov 2026 03:00:00 GMT');
    noteServerDate(null);
    noteServerDate('not a date');
    expect(serverNow().toISOString()).toBe('2026-11-27T03:00:00.500Z');
  });
});
