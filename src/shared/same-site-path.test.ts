import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.js';

describe('sameSitePath', () => {
  it.each([
    ['/member', '/member'],
    ['/member/content/1?x=1#top', '/member/content/1?x=1#top'],
    ['/member/search?q=%E3%83%A8%E3%82%AC', '/member/search?q=%E3%83%A8%E3%82%AC'],
    // Dot segments are resolved as the browser would, and the result stays on this site.
    ['/member/./history', '/member/history'],
    ['/a/../member', '/member'],
  ])('keeps %j as %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['member'],
    ['https://evil.example/'],
    ['http:/evil.example/'],
    ['//evil.example/'],
    ['///evil.example/'],
    ['/\\evil.example/'],
    ['\\/evil.example/'],
    ['/\t/evil.example/'],
    ['/\n/evil.example/'],
    ['/\r\n/evil.example/'],
    ['/ /evil.example/'.replace(' ', '\u0000')],
    // What normalising the dot segments turns into "//evil.example/".
    ['/.//evil.example/'],
    ['/%2e//evil.example/'],
    ['/%2E//evil.example/'],
    ['/a/..//evil.example/'],
    ['/a/%2e%2e//evil.example/'],
    ['/./\\evil.example/'],
    // Encoded slashes and backslashes a server or a later decoding could turn into "//".
    ['/%2f/evil.example/'],
    ['/%2F%2Fevil.example/'],
    ['/%5c/evil.example/'],
    ['/%5C%5Cevil.example/'],
    ['javascript:alert(1)'],
    [' /member'],
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
