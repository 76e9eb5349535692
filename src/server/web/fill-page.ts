import { copy } from '#shared/copy.js';
import { escapeHtml } from './escape-html.js';

/**
 * The web app's built page with this install's site name in its title and meta tags. A replacer
 * function, so `$&` or `$1` in a site name is inserted as written, not read as a pattern.
 */
export function pageWithSiteName(html: string, siteName: string): string {
  return html.replaceAll(copy.site.defaultName, () => escapeHtml(siteName));
}

/**
 * The page with the business time zone (APP_TIMEZONE) on its root element, where the web app reads
 * it (`src/web/lib/format-date.ts`), so the times it shows are the ones the server counts in. The
 * installed app's shell is this page too (the service worker keeps `/`).
 */
export function pageWithTimeZone(html: string, timeZone: string): string {
  return html.replace('<html lang="ja">', () => `<html lang="ja" data-time-zone="${escapeHtml(timeZone)}">`);
}
