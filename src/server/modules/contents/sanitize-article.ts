import { createRequire } from 'node:module';
import type sanitizeHtmlModule from 'sanitize-html';
import {
  articleAttributes,
  articleLink,
  articleTags,
  isArticleImageSource,
  isArticleLink,
} from '#shared/article-html.js';

/**
 * The editor's tags and attributes and nothing else (../../../shared/article-html.ts). Links
 * open in a new tab without giving it a handle on ours; images come only from our own uploads
 * or https.
 */
export function sanitizeArticle(html: string): string {
  // Loaded with the first article staff post: no visitor's request needs it.
  const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlModule;
  return sanitizeHtml(html, {
    allowedTags: [...articleTags],
    allowedAttributes: Object.fromEntries(
      Object.entries(articleAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    allowedSchemes: [...articleLink.protocols],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // Our own uploads are relative addresses; any other relative address is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !isArticleImageSource(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => {
        const kept: Record<string, string> = { ...attribs, target: articleLink.target, rel: articleLink.rel };
        // Only what the editor's link dialog accepts (`https:example.jp` is not a link).
        if (!isArticleLink(kept.href ?? '')) delete kept.href;
        return { tagName, attribs: kept };
      },
    },
  });
}

/** The keys of our uploaded images an article shows, to delete them with it. */
export function uploadedImageKeys(html: string): string[] {
  return [...html.matchAll(/\/uploads\/(images\/[\w-]+\.webp)/g)].map((match) => match[1]!);
}
