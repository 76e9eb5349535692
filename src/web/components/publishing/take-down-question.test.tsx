import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServerClock, noteServerDate } from '#web/lib/server-clock';
import { takingDown } from './take-down-question';

// 12:00 on 27 November in Tokyo.
const now = new Date('2026-11-27T03:00:00Z');
const live = { state: 'published', day: '2026-11-20', time: '07:00' } as const;

describe('takingDown', () => {
  it('asks about a public item saved as 下書き, or as a 予約 still to come', () => {
    expect(takingDown(live, { state: 'draft', day: '2026-11-27', time: '07:00' }, now)).toEqual({
      to: 'draft',
    });
    expect(takingDown(live, { state: 'scheduled', day: '2026-12-01', time: '07:00' }, now)).toEqual({
      to: 'scheduled',
      date: '2026年12月1日',
      time: '07:00',
    });
  });

  it('asks nothing of what members cannot see yet, of what stays public, or of a 予約 already past', () => {
    expect(
      takingDown({ ...live, state: 'draft' }, { state: 'draft', day: '2026-11-27', time: '07:00' }, now),
    ).toBeNull();
    expect(takingDown(null, { state: 'draft', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    expect(takingDown(live, { state: 'published', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    // 07:00 today has passed: the server refuses it, without a question first.
    expect(takingDown(live, { state: 'scheduled', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    expect(takingDown(live, { state: 'scheduled', day: '2026-13-01', time: '07:00' }, now)).toBeNull();
  });

  it('counts a 予約 whose time has come as public, and one still to come as not yet', () => {
    const came = { state: 'scheduled', day: '2026-11-27', time: '09:00' } as const;
    const coming = { state: 'scheduled', day: '2026-11-28', time: '09:00' } as const;
    const toDraft = { state: 'draft', day: '2026-11-27', time: '09:00' } as const;
    expect(takingDown(came, toDraft, now)).toEqual({ to: 'draft' });
    expect(takingDown(coming, toDraft, now)).toBeNull();
  });

  it("reads the server's clock: a phone ten minutes fast still asks about a 予約 five minutes ahead", () => {
    // The phone says 12:10 in Tokyo; the server's last answer was dated 12:00.
    vi.useFakeTimers({ now: new Date('2026-11-27T03:10:00Z'), toFake: ['Date'] });
    noteServerDate('Fri, 27 Nov 2026 03:00:00 GMT');
    expect(takingDown(live, { state: 'scheduled', day: '2026-11-27', time: '12:05' })).toEqual({
      to: 'scheduled',
      date: '2026年11月27日',
      time: '12:05',
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  forgetServerClock();
});
