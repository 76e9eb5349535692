import type { SiteSettings } from '../../shared/schemas/admin.js';
import { escapeHtml } from './escape-html.js';

function keepBlock(html: string, name: string, keep: boolean): string {
  const block = new RegExp(`<!--${name}-->([\\s\\S]*?)<!--/${name}-->`, 'g');
  return html.replace(block, (_match, inner: string) => (keep ? inner : ''));
}

/**
 * The prerendered landing page (built by scripts/build-landing.mjs) with this install's
 * settings filled in: the site name, and the join and community links, whose blocks
 * (<!--join-->…<!--/join-->) disappear when the link is not set.
 */
export function fillLanding(template: string, settings: SiteSettings, publicUrl: string): string {
  let html = keepBlock(template, 'join', settings.joinUrl !== null);
  html = keepBlock(html, 'community', settings.communityUrl !== null);
  return html
    .replaceAll('%SITE_NAME%', escapeHtml(settings.siteName))
    .replaceAll('%JOIN_URL%', escapeHtml(settings.joinUrl ?? ''))
    .replaceAll('%COMMUNITY_URL%', escapeHtml(settings.communityUrl ?? ''))
    .replaceAll('%PUBLIC_URL%', escapeHtml(publicUrl));
}
