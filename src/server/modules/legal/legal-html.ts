import { isBlankHtml } from '#shared/checks/content-checks.js';
import { sanitizeArticle } from '#server/modules/contents/sanitize-article.js';

// Our uploads are served to guests and members only, and one no content takes is swept after 48
// hours (docs/product.md#uploads): on a page anyone may read, such a picture would be broken. The
// sanitizer's output writes every attribute as name="value", so the pattern below is reliable.
const uploadedImage = /<img\b[^>]*\bsrc="\/uploads\/[^"]*"[^>]*>/g;

/**
 * A legal page's body as it is stored: the article's safe subset (docs/product.md#contents-and-the-admin-checks)
 * without our own uploads, and '' when nothing readable is left, so the page counts as empty.
 */
export function cleanLegalHtml(html: string): string {
  const cleaned = sanitizeArticle(html).replace(uploadedImage, '');
  return isBlankHtml(cleaned) ? '' : cleaned;
}
