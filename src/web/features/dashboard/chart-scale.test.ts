import { describe, expect, it } from 'vitest';
import { niceMax, shortDay } from './chart-scale';

describe('niceMax', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(200)).toBe(200);
    expect(niceMax(501)).toBe(1000);
  });
});

describe('shortDay', () => {
  it('writes month/day without leading zeros', () => {
    expect(shortDay('2026-01-05')).toBe('1/5');
    expect(shortDay('oops')).toBe('oops');
  });
});
