// Comments and questions under a content (docs/product.md#comments-and-questions): the numbers, and how a
// comment's plain text becomes what is shown. Shared so the form counts as the server does.

export const commentLimits = {
  /** Characters as a person counts them (an emoji or a letter with its mark is one). */
  maxLength: 1000,
  /** A member may change or delete her comment this long after posting; after that, only delete. */
  editWindowMs: 15 * 60_000,
  /** Posts per member in `postWindowMs` (staff are not counted). */
  postsPerWindow: 10,
  postWindowMs: 60 * 60_000,
  /** This many different members reporting a comment hide it until staff decide. */
  reportsToHide: 3,
} as const;

export const commentKinds = ['comment', 'question'] as const;
export type CommentKind = (typeof commentKinds)[number];

export const reportReasons = ['spam', 'abuse', 'privacy', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/** Characters as a person counts them: one per grapheme, so 👩‍👩‍👧 or が (か + ゛) is one. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * What is stored: line breaks as \n, control characters other than the line break removed, and
 * the spaces and blank lines around the whole text trimmed (full-width spaces included).
 */
export function normalizeCommentBody(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
      .trim()
  );
}

export type CommentPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// An http(s) address runs until a space, a full-width character or a quote/bracket.
const linkPattern = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;
// Punctuation that closes a sentence, not the address.
const trailing = /[.,!?:;'")\]]+$/;

/**
 * The text cut into plain text and http(s) addresses: the web app renders each piece as a text
 * node or as a link element, so nothing in a comment is ever read as HTML.
 */
export function commentPieces(text: string): CommentPiece[] {
  const pieces: CommentPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    let href = match[0];
    const cut = trailing.exec(href);
    if (cut) href = href.slice(0, cut.index);
    if (!isLinkable(href)) continue;
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function isLinkable(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
