/**
 * The address when `text` is an absolute URL with one of `schemes` (without the colon) and a host;
 * null for anything else.
 */
export function absoluteUrl(text: string, schemes: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== '' ? url : null;
}

/**
 * The address typed, without the spaces around it, when it is an absolute http:// or https://
 * link (article links, the settings' links); null for anything else, javascript: and mailto:
 * included. The slashes must be typed: `https:example.jp` is a typo, not a link.
 */
export function httpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  return absoluteUrl(trimmed, ['http', 'https']) ? trimmed : null;
}
