import { httpUrl } from './checks/http-url.js';

// What an article may contain (docs/product.md#contents-and-the-admin-checks): the editor offers exactly this, and the
// server's sanitizer keeps exactly this, so what staff see while writing is what members get.

export const articleHeadingLevels = [1, 2, 3] as const;

/** Every tag an article may hold, with the attributes each may carry. */
export const articleAttributes: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(articleHeadingLevels.map((level) => [`h${level}`, []])),
  p: [],
  strong: [],
  em: [],
  ul: [],
  // A numbered list may go on from an earlier one ("3. " starts at 3).
  ol: ['start'],
  li: [],
  br: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

export const articleTags = Object.keys(articleAttributes);

/**
 * Every link opens in a new tab. `noopener` keeps the other site from reaching this tab
 * (window.opener), `noreferrer` keeps it from learning which members-only page the reader came
 * from. No `nofollow`: it is a hint to search engines, which never see these pages.
 */
export const articleLink = {
  protocols: ['http', 'https'],
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;

/** Links go to http and https addresses only, typed in full (see ./checks/http-url.ts). */
export function isArticleLink(href: string): boolean {
  return httpUrl(href) !== null;
}

/** Pictures come from our own uploads (re-encoded WebP) or from https addresses. */
export function isArticleImageSource(src: string): boolean {
  return /^\/uploads\/images\/[\w-]+\.webp$/.test(src) || src.startsWith('https://');
}
