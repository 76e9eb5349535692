const probeOrigin = 'http://redirect.invalid';

/**
 * Where to go after signing in, taken from the address bar. Only paths on this site are allowed,
 * so a crafted link cannot send a member to another site after they type their password.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/')) return fallback;
  try {
    // The URL parser applies the browser's own rules (backslashes, tabs, "//host"), so we judge what it would do.
    const url = new URL(value, probeOrigin);
    if (url.origin !== probeOrigin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
