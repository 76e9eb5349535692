import { landingFileName, landingPlaceholders, type LandingValues } from '#shared/landing-template.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { escapeHtml } from './escape-html.js';

/** The prerendered landing pages from dist/web, by file name (one per combination of links). */
export type LandingPages = Readonly<Record<string, string>>;

const names = Object.keys(landingPlaceholders) as Array<keyof LandingValues>;
const nameOf = new Map<string, keyof LandingValues>(names.map((name) => [landingPlaceholders[name], name]));
// The placeholders are plain words between percent signs: nothing in them needs escaping here.
const anyPlaceholder = new RegExp(Object.values(landingPlaceholders).join('|'), 'g');

/**
 * The landing page with this install's settings: the page built for the links that are set (the
 * sections of an unset link are not in it), every placeholder replaced by its value, escaped.
 * One pass with a replacer function, so a value is inserted as it is: never read as a replacement
 * pattern (`$&`, `$1`, `$$` in a site name) and never searched again for placeholders.
 */
export function fillLanding(pages: LandingPages, settings: SiteSettings, publicUrl: string): string {
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
  return template.replace(anyPlaceholder, (placeholder) => escapeHtml(values[nameOf.get(placeholder)!]));
}
