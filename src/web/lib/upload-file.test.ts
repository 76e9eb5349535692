import { describe, expect, it } from 'vitest';
import { progressPercent } from './upload-file';

describe('progressPercent', () => {
  it('is the whole percentage sent so far', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(99, 200)).toBe(49);
    expect(progressPercent(200, 200)).toBe(100);
  });

  it('never leaves 0–100', () => {
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(-5, 200)).toBe(0);
  });

  it('is unknown (null) when the browser cannot tell the total', () => {
    expect(progressPercent(10, 0)).toBeNull();
    expect(progressPercent(10, 100, false)).toBeNull();
  });
});
