import { describe, expect, it } from 'vitest';
import { buttonClassName } from './button-class';

describe('buttonClassName', () => {
  it('defaults to the primary look', () => {
    expect(buttonClassName()).toBe('button button--primary');
  });

  it('adds the variant, full width and extra classes', () => {
    expect(buttonClassName({ variant: 'ghost', block: true, className: 'x' })).toBe(
      'button button--ghost button--block x',
    );
  });
});
