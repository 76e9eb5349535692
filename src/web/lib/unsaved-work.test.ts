import { describe, expect, it } from 'vitest';
import { hasUnsavedWork, letGoOfUnsavedWork, watchUnsavedWork } from './unsaved-work';

describe('unsaved work', () => {
  it('is there while a watched form holds changes, and gone once let go or no longer shown', () => {
    let typed = false;
    const form = watchUnsavedWork(() => typed);
    expect(hasUnsavedWork()).toBe(false);
    typed = true;
    expect(hasUnsavedWork()).toBe(true);
    expect(form.unsaved()).toBe(true);
    letGoOfUnsavedWork();
    expect(hasUnsavedWork()).toBe(false);
    expect(form.unsaved()).toBe(false);

    const next = watchUnsavedWork(() => true);
    expect(hasUnsavedWork()).toBe(true);
    next.stop();
    expect(hasUnsavedWork()).toBe(false);
  });
});
