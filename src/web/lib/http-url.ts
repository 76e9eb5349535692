/**
 * The address typed, when it is an absolute http:// or https:// link (links in articles, the
 * settings' links); null for anything else, javascript: and mailto: included.
 */
export function httpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return trimmed;
  } catch {
    return null;
  }
}
