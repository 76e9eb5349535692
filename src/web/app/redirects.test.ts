import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { legacyRedirects, withRequestSearch } from './redirects';

function resolve(pathname: string): string | undefined {
  for (const redirect of legacyRedirects) {
    const match = matchPath({ path: redirect.from, end: true }, pathname);
    if (match) return redirect.to(match.params);
  }
  return undefined;
}

describe('legacy redirects', () => {
  it.each([
    ['/', '/member'],
    ['/home', '/member'],
    ['/new', '/member/new'],
    ['/featured', '/member/featured'],
    ['/popular', '/member/popular'],
    ['/history', '/member/history'],
    ['/mypage', '/member/mypage'],
    ['/content/abc', '/member/content/abc'],
    ['/firebase-init', '/admin'],
  ])('sends %s to %s', (from, to) => {
    expect(resolve(from)).toBe(to);
  });

  it('does not claim the current addresses', () => {
    expect(resolve('/member')).toBeUndefined();
    expect(resolve('/login')).toBeUndefined();
  });

  it('keeps the query string', () => {
    expect(withRequestSearch('/member/new', 'http://localhost/new?category=diet')).toBe(
      '/member/new?category=diet',
    );
    expect(withRequestSearch('/member', 'http://localhost/')).toBe('/member');
  });
});
