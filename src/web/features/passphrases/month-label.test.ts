import { describe, expect, it } from 'vitest';
import { firstMonthToSet, monthLabel } from './month-label';

describe('monthLabel', () => {
  it('writes a month the Japanese way', () => {
    expect(monthLabel('2026-12')).toBe('2026年12月');
    expect(monthLabel('2027-01')).toBe('2027年1月');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('firstMonthToSet', () => {
  const months = [
    { month: '2026-10', passphrase: null },
    { month: '2026-11', passphrase: 'いま' },
    { month: '2026-12', passphrase: null },
    { month: '2027-01', passphrase: null },
  ];

  it('is the first month from now on without a passphrase, past months aside', () => {
    expect(firstMonthToSet(months, '2026-11')).toBe('2026-12');
  });

  it('is this month when every month has one', () => {
    expect(firstMonthToSet([{ month: '2026-11', passphrase: 'a' }], '2026-11')).toBe('2026-11');
  });
});
