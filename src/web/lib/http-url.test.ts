import { describe, expect, it } from 'vitest';
import { httpUrl } from './http-url';

describe('httpUrl', () => {
  it('keeps http and https links as typed, without the spaces around them', () => {
    expect(httpUrl(' https://example.jp/お知らせ?a=1 ')).toBe('https://example.jp/お知らせ?a=1');
    expect(httpUrl('HTTP://example.jp')).toBe('HTTP://example.jp');
  });

  it('refuses other schemes, relative addresses and text', () => {
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('mailto:a@example.jp')).toBeNull();
    expect(httpUrl('/member')).toBeNull();
    expect(httpUrl('example.jp')).toBeNull();
    expect(httpUrl('https://')).toBeNull();
    expect(httpUrl('')).toBeNull();
  });
});
