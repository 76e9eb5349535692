import { copy } from '#shared/copy.js';
import {
  landingFileName,
  landingLegalLinksPlaceholder,
  landingPlaceholders,
  type LandingValues,
} from '#shared/landing-template.js';
import { legalPagePaths, type LegalPageKey } from '#shared/legal-pages.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { escapeHtml } from './escape-html.js';

/** The prerendered landing pages from dist/web, by file name (one per combination of links). */
export type LandingPages = Readonly<Record<string, string>>;

const names = Object.keys(landingPlaceholders) as Array<keyof LandingValues>;
const nameOf = new Map<string, keyof LandingValues>(names.map((name) => [landingPlaceholders[name], name]));
// The placeholders are plain words between percent signs: nothing in them needs escaping here.
const anyPlaceholder = new RegExp(
  [...Object.values(landingPlaceholders), landingLegalLinksPlaceholder].join('|'),
  'g',
);

/**
 * The footer's links to the legal pages that have something in them (the landing page's own
 * classes, landing.css), or nothing at all when there are none.
 */
export function legalLinksHtml(pages: readonly LegalPageKey[]): string {
  if (pages.length === 0) return '';
  const items = pages.map(
    (page) =>
      `<li><a class="lp-text-link" href="${escapeHtml(legalPagePaths[page])}">${escapeHtml(copy.legal.titles[page])}</a></li>`,
  );
  return `<nav class="lp-footer__legal" aria-label="${escapeHtml(copy.legal.navLabel)}"><ul>${items.join('')}</ul></nav>`;
}

/**
 * The landing page with this install's settings: the page built for the links that are set (the
 * sections of an unset link are not in it), every placeholder replaced by its value, escaped, and
 * the links to the legal pages that are not empty. One pass with a replacer function, so a value
 * is inserted as it is: never read as a replacement pattern (`$&`, `$1`, `$$` in a site name) and
 * never searched again for placeholders.
 */
export function fillLanding(
  pages: LandingPages,
  settings: SiteSettings,
  publicUrl: string,
  legalPages: readonly LegalPageKey[] = [],
): string {
  const file = landingFileName({
    join: settings.joinUrl !== null,
    community: settings.communityUrl !== null,
  });
  const template = pages[file];
  if (template === undefined) throw new Error(`the landing page ${file} is not built`);
  const values: LandingValues = {
    siteName: settings.siteName,
    joinUrl: settings.joinUrl ?? '',
    communityUrl: settings.communityUrl ?? '',
    publicUrl,
  };
  const legalLinks = legalLinksHtml(legalPages);
  return template.replace(anyPlaceholder, (placeholder) =>
    placeholder === landingLegalLinksPlaceholder ? legalLinks : escapeHtml(values[nameOf.get(placeholder)!]),
  );
}
