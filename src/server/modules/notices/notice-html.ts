import { sanitizeArticle } from '#server/modules/contents/sanitize-article.js';

// The sanitizer writes every tag back in its own form, so this pattern finds every picture left.
const picture = /<img\b[^>]*>/g;

/**
 * A notice's body as stored: the article editor's safe subset (docs/product.md#contents-and-the-admin-checks)
 * without pictures. A notice goes out by mail and push as text, and is short; a picture would
 * also tie an upload to it that the sweep of unused uploads does not know about.
 */
export function cleanNoticeHtml(html: string): string {
  return sanitizeArticle(html).replace(picture, '');
}

/** The body as plain text for a mail or a push: paragraphs on their own lines, no tags. */
export function noticeText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
