import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('rounds sizes as phones and computers show them', () => {
    expect(formatBytes(850_000)).toBe('850 KB');
    expect(formatBytes(1_240_000_000)).toBe('1.2 GB');
    expect(formatBytes(21_000_000)).toBe('21 MB');
    expect(formatBytes(512)).toBe('512 B');
  });
});
