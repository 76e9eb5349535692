import { describe, expect, it } from 'vitest';
import { parseTextSize } from './text-size-options';

describe('parseTextSize', () => {
  it('keeps the three known sizes', () => {
    expect(parseTextSize('standard')).toBe('standard');
    expect(parseTextSize('large')).toBe('large');
    expect(parseTextSize('extra-large')).toBe('extra-large');
  });

  it('falls back to the standard size for anything else', () => {
    expect(parseTextSize(null)).toBe('standard');
    expect(parseTextSize('huge')).toBe('standard');
  });
});
