import { describe, expect, it } from 'vitest';
import { maskAnswer, unmaskAnswer } from './masked-answer.js';

const session = {
  state: 'authenticated',
  kind: 'member',
  expiresAt: '2026-11-30T15:00:00.000Z',
  user: { id: 'u1', email: 'hanako.sato@example.jp', displayName: '佐藤 花子', staffRole: null },
};

describe('an answer masked for the page', () => {
  it('reads back as it was, her Japanese name included', () => {
    expect(unmaskAnswer(maskAnswer(session))).toEqual(session);
  });

  it('shows nothing of her e-mail or name, and differs on every page', () => {
    const first = JSON.stringify(maskAnswer(session));
    const second = JSON.stringify(maskAnswer(session));
    expect(first).not.toBe(second);
    for (const written of [first, second]) {
      // Base64 has no "@" and no kanji: no piece of either can stand in the page as written.
      expect(written).not.toContain('@');
      expect(written).not.toContain('example');
      expect(written).not.toContain('花子');
    }
  });

  it('masks an answer past the 64 KB Web Crypto fills at once', () => {
    const long = { items: Array.from({ length: 2_000 }, (_, i) => ({ id: `content-${i}`, seconds: i })) };
    expect(JSON.stringify(long).length).toBeGreaterThan(65_536);
    expect(unmaskAnswer(maskAnswer(long))).toEqual(long);
  });

  it('passes any other answer through as it is', () => {
    const feed = { items: [{ id: 'c1', title: 'ストレッチ' }] };
    expect(unmaskAnswer(feed)).toBe(feed);
    expect(unmaskAnswer(null)).toBeNull();
    expect(unmaskAnswer({ $masked: 'x', other: 1 })).toEqual({ $masked: 'x', other: 1 });
  });

  it('refuses a damaged one instead of giving a wrong answer', () => {
    // Three bytes cannot be a mask and an answer of the same length.
    expect(() => unmaskAnswer({ $masked: btoa('abc') })).toThrow();
    expect(() => unmaskAnswer({ $masked: 'not base64!' })).toThrow();
  });
});
