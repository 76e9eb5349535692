import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps paths on this site, query and hash included', () => {
    expect(safeRedirectTarget('/member/content/1?x=1#top', '/member')).toBe('/member/content/1?x=1#top');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['member'],
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example/'],
    ['/\t/evil.example/'],
    ['javascript:alert(1)'],
  ])('falls back for %j', (value) => {
    expect(safeRedirectTarget(value, '/member')).toBe('/member');
  });
});

describe('safeRedirectTarget after normalisation', () => {
  it.each([
    ['/.//evil.example/'],
    ['/%2e//evil.example/'],
    ['/a/..//evil.example/'],
    ['/%2f%2fevil.example/'],
  ])('falls back for %j', (value) => {
    expect(safeRedirectTarget(value, '/member')).toBe('/member');
  });
});
