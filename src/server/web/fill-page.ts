import { copy } from '#shared/copy.js';
import { escapeHtml } from './escape-html.js';

/**
 * The web app's built page with this install's site name in its title and meta tags. A replacer
 * function, so `$&` or `$1` in a site name is inserted as written, not read as a pattern.
 */
export function pageWithSiteName(html: string, siteName: string): string {
  return html.replaceAll(copy.site.defaultName, () => escapeHtml(siteName));
}
