import sanitizeHtml from 'sanitize-html';

/**
 * The editor's tags and nothing else (docs/product.md#contents-and-the-admin-checks): h1–h3, p,
 * strong, em, ul, ol, li, a, img, br. Links open in a new tab without giving it a handle on ours; images come only
 * from our own uploads or https.
 */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h1', 'h2', 'h3', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'br'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // Our own uploads are relative addresses; any other relative address is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
      }),
    },
  });
}

function isAllowedImage(src: string): boolean {
  return /^\/uploads\/images\/[\w-]+\.webp$/.test(src) || src.startsWith('https://');
}

/** Plain text of the article, to tell an empty editor ("<p></p>") from real content. */
export function articleHasContent(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
  return text !== '' || /<img\s/i.test(html);
}

/** The keys of our uploaded images an article shows, to delete them with it. */
export function uploadedImageKeys(html: string): string[] {
  return [...html.matchAll(/\/uploads\/(images\/[\w-]+\.webp)/g)].map((match) => match[1]!);
}
