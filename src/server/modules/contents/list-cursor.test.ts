import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, keyOf } from './list-cursor.js';

const row = { id: 'c1', date: '2026-11-21', createdAt: '2026-11-21T01:00:00.000Z', viewCount: 120 };

describe('list cursors', () => {
  it('carries the sort key of the last row of a page to the next request', () => {
    for (const order of ['newest', 'popular'] as const) {
      const key = keyOf(order, row);
      expect(decodeCursor(encodeCursor(key), order)).toEqual(key);
    }
    // Search carries the rank too: title matches, then the others.
    const searchKey = keyOf('search', { ...row, rank: 0 });
    expect(decodeCursor(encodeCursor(searchKey), 'search')).toEqual({ ...searchKey, rank: 0 });
    expect(decodeCursor(encodeCursor(searchKey), 'newest')).toBeNull();
  });

  it('is a plain address-safe token', () => {
    expect(encodeCursor(keyOf('popular', row))).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor of the other order, a tampered one, and noise', () => {
    const popular = encodeCursor(keyOf('popular', row));
    expect(decodeCursor(popular, 'newest')).toBeNull();
    const tampered = Buffer.from(JSON.stringify(['p', -1, '2026-11-21', 'c1'])).toString('base64url');
    expect(decodeCursor(tampered, 'popular')).toBeNull();
    const wrongShape = Buffer.from(JSON.stringify(['n', 1, 2, 3])).toString('base64url');
    expect(decodeCursor(wrongShape, 'newest')).toBeNull();
    expect(decodeCursor('%%%', 'newest')).toBeNull();
    expect(decodeCursor('', 'newest')).toBeNull();
  });
});
