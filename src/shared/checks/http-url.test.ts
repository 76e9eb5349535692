import { describe, expect, it } from 'vitest';
import { absoluteUrl, httpUrl } from './http-url.js';

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

describe('absoluteUrl', () => {
  it('reads an address with one of the schemes and a host', () => {
    expect(absoluteUrl(' redis://cache.internal:6379 ', ['redis', 'rediss'])?.host).toBe(
      'cache.internal:6379',
    );
    expect(absoluteUrl('https://example.jp', ['http', 'https'])?.hostname).toBe('example.jp');
  });

  it('refuses other schemes, addresses without a host and text', () => {
    expect(absoluteUrl('ftp://example.jp', ['http', 'https'])).toBeNull();
    expect(absoluteUrl('file:///etc/passwd', ['file', 'http'])).toBeNull();
    expect(absoluteUrl('example.jp', ['http', 'https'])).toBeNull();
  });
});
