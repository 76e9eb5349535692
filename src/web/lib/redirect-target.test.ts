import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

// The rule itself (which paths count as this site's) is tested in src/shared/same-site-path.test.ts;
// here only what the web app adds: the fallback.
describe('safeRedirectTarget', () => {
  it('keeps a path on this site, query and hash included', () => {
    expect(safeRedirectTarget('/member/content/1?x=1#top', '/member')).toBe('/member/content/1?x=1#top');
  });

  it.each([[null], ['https://evil.example/'], ['/%2f%2fevil.example/']])(
    'goes to the fallback for %j',
    (value) => {
      expect(safeRedirectTarget(value, '/member')).toBe('/member');
    },
  );
});
