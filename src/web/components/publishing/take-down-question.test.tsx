import { describe, expect, it } from 'vitest';
import { takingDown } from './take-down-question';

// 12:00 on 27 November in Tokyo.
const now = new Date('2026-11-27T03:00:00Z');

describe('takingDown', () => {
  it('asks about a public item saved as 下書き, or as a 予約 still to come', () => {
    expect(takingDown('published', { state: 'draft', day: '2026-11-27', time: '07:00' }, now)).toEqual({
      to: 'draft',
    });
    expect(takingDown('published', { state: 'scheduled', day: '2026-12-01', time: '07:00' }, now)).toEqual({
      to: 'scheduled',
      date: '2026年12月1日',
      time: '07:00',
    });
  });

  it('asks nothing of what members cannot see yet, of what stays public, or of a 予約 already past', () => {
    expect(takingDown('draft', { state: 'draft', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    expect(takingDown(undefined, { state: 'draft', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    expect(takingDown('published', { state: 'published', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    // 07:00 today has passed: the server refuses it, without a question first.
    expect(takingDown('published', { state: 'scheduled', day: '2026-11-27', time: '07:00' }, now)).toBeNull();
    expect(takingDown('published', { state: 'scheduled', day: '2026-13-01', time: '07:00' }, now)).toBeNull();
  });
});
