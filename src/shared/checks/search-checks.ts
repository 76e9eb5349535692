import { copy } from '../copy.js';
import type { FieldProblem } from './field-problem.js';

// The search words, checked by the header's search field before sending and by the server again
// (docs/product.md#lists-search-and-badges). Each word costs the server its own index lookups and
// statements (docs/decisions/0037-sqlite-search-walk.md, fourth revision), so a search takes a few
// words, as many as anyone types to find a content, and no more.

export const searchFields = ['q'] as const;

/** The most words one search takes. */
export const searchWordLimit = 8;

/** The most characters one search takes (UTF-16 units: the field's maxlength counts them so). */
export const searchMaxLength = 100;

/**
 * The words a results page's address asks for (?q=), as the page searches for them: trimmed and
 * cut to what a search takes. The cut never splits an emoji (two units): half of one shows as 「�」.
 */
export function searchWordsFromAddress(q: string | null): string {
  const words = (q ?? '').trim().slice(0, searchMaxLength);
  return /[\ud800-\udbff]$/.test(words) ? words.slice(0, -1) : words;
}

/**
 * The words as typed, apart by spaces (full-width ones too), each counted once. The server folds
 * them further (kana, capitals), which can only make fewer, so this count is an upper bound of the
 * words it searches for.
 */
export function typedSearchWords(query: string): string[] {
  return [...new Set(query.normalize('NFKC').trim().split(/\s+/).filter(Boolean))];
}

/** Whether these words make a search the server takes: some words, and not too many. */
export function canSearch(words: string): boolean {
  return words !== '' && searchProblem(words) === null;
}

/** Too many words: the message asks for fewer; null when the search can be made. */
export function searchProblem(query: string): FieldProblem<(typeof searchFields)[number]> | null {
  return typedSearchWords(query).length > searchWordLimit
    ? { field: 'q', message: copy.member.searchTooManyWords(searchWordLimit) }
    : null;
}
