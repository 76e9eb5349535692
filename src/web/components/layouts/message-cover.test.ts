import { describe, expect, it } from 'vitest';
import { coveredByNav } from './message-cover';

// A 390 × 844 phone with the 65 px navigation at its foot.
const phone = { navTop: 779, height: 844 };

describe('coveredByNav', () => {
  it('finds a message that runs under the navigation', () => {
    expect(coveredByNav({ top: 766, bottom: 794, height: 28 }, phone)).toBe(true);
    expect(coveredByNav({ top: 790, bottom: 818, height: 28 }, phone)).toBe(true);
  });

  it('leaves a message above the navigation where it is', () => {
    expect(coveredByNav({ top: 700, bottom: 779, height: 79 }, phone)).toBe(false);
  });

  it('leaves a message below the screen, and one only for screen readers', () => {
    expect(coveredByNav({ top: 900, bottom: 928, height: 28 }, phone)).toBe(false);
    expect(coveredByNav({ top: 790, bottom: 791, height: 1 }, phone)).toBe(false);
  });
});
