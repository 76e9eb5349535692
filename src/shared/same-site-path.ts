const probeOrigin = 'http://same-site.invalid';

// Control characters are dropped by the URL parser (so "/\t/x" becomes "//x"), and backslashes
// count as slashes; neither belongs in a link we made ourselves.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafeCharacters = /[\u0000-\u001f\u007f\\]/;
// An encoded slash or backslash becomes a real one wherever the path is decoded again.
const encodedSeparator = /%(2f|5c)/i;

/**
 * The path, query and hash of `value` when it is a path on this site, after the browser's own
 * normalisation (dot segments, `%2e`); otherwise null. Used for "go back where you were" links,
 * so a crafted link cannot send someone to another site after they type their password.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (unsafeCharacters.test(value) || encodedSeparator.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  // "/.//evil.example/" normalises to "//evil.example/": a protocol-relative address.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
