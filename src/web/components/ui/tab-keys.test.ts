import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tab-keys';

describe('nextTabIndex', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps to the first and last tab', () => {
    expect(nextTabIndex('Home', 2, 7)).toBe(0);
    expect(nextTabIndex('End', 0, 7)).toBe(6);
  });

  it('ignores other keys', () => {
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
