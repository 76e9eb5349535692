import { describe, expect, it } from 'vitest';
import { answerSecond } from './content-answers.js';

const keys = Array.from({ length: 300 }, (_, i) => `search:word${i}:`);

describe("a shared answer's second", () => {
  it('holds the moment it is asked for and lasts one second, so no answer is served older', () => {
    const start = Date.parse('2026-11-21T01:00:00Z');
    for (const key of [...keys.slice(0, 20), 'feed', 'detail:abc:null']) {
      for (let ms = 0; ms < 3000; ms += 37) {
        const now = new Date(start + ms);
        const second = answerSecond(key, now);
        expect(second).toBeLessThanOrEqual(now.getTime());
        expect(second + 1000).toBeGreaterThan(now.getTime());
      }
    }
  });

  it('begins at a different instant for different requests, spread over the second', () => {
    // Where each key's second begins within the clock's second.
    const offsets = keys.map((key) => answerSecond(key, new Date(Date.parse('2026-11-21T01:00:01Z'))) % 1000);
    const perTenth = Array.from({ length: 10 }, (_, tenth) =>
      offsets.filter((offset) => Math.floor(offset / 100) === tenth),
    );
    // 30 a tenth if even: none empty, none holding more than twice that.
    for (const tenth of perTenth) {
      expect(tenth.length).toBeGreaterThan(0);
      expect(tenth.length).toBeLessThanOrEqual(60);
    }
  });
});
