// The pieces of text the search index holds (docs/decisions/0016-search-index.md, 0027): every
// run of one, two and three characters of the folded text (search_text), and the same pieces of
// its first line, the title, kept apart so a title match can be found on its own. A word of one
// or two characters is looked up as itself, a longer one through all of its runs of three,
// after which the exact match (LIKE) is checked on the rows that hold them all. Runs of three
// name few rows besides those holding the word, even in long article text, where pairs are
// everywhere. Characters are code points, as PostgreSQL counts them.

/** The longest piece the index holds. */
const longest = 3;

/**
 * Adds every run of one to three characters of each run without spaces of `text`, each spelled
 * character by character with `spell`, behind `prefix`. Built by appending, not by slicing and
 * joining: this runs for every content written, about 1,500 pieces for an article.
 */
function pieces(text: string, into: Set<string>, prefix: string, spell: (character: string) => string): void {
  for (const run of text.split(/\s+/)) {
    const characters = Array.from(run, spell);
    for (let i = 0; i < characters.length; i++) {
      let piece = prefix;
      for (let n = 0; n < longest && i + n < characters.length; n++) {
        piece += characters[i + n];
        into.add(piece);
      }
    }
  }
}

const asItself = (character: string) => character;

/** Marks a piece of the title (PostgreSQL: chr(1), which folded text never holds). */
export const titleMark = '\u0001';

/** The distinct pieces of a folded search document, within its runs without spaces. */
export function searchGrams(document: string): string[] {
  const grams = new Set<string>();
  pieces(document, grams, '', asItself);
  pieces(document.split('\n', 1)[0] ?? '', grams, titleMark, asItself);
  return [...grams];
}

/**
 * The pieces as PostgreSQL stores them (contents.search_grams, docs/decisions/0033-search-at-
 * 100000.md): one string, pieces apart by a space, which no piece holds. Its GIN index is over
 * content_search_pieces(search_grams), string_to_array(search_grams, ' '), so the engine splits a string rather than work out the
 * pieces itself, and both engines hold exactly the pieces this file makes.
 */
export function searchGramsColumn(document: string): string {
  return searchGrams(document).join(' ');
}

/** What the index must hold for a text to contain `word` (a folded word without spaces). */
export function wordGrams(word: string): string[] {
  const characters = Array.from(word);
  if (characters.length <= 2) return [word];
  const runs = new Set<string>();
  for (let i = 0; i + longest <= characters.length; i++) {
    runs.add(characters.slice(i, i + longest).join(''));
  }
  return [...runs];
}

/** The same pieces, as the title's. */
export const titleGrams = (grams: readonly string[]) => grams.map((gram) => titleMark + gram);

// SQLite's FTS5 index splits text into tokens by its own rules of letters, case and
// punctuation; spelled in hexadecimal (of UTF-8), every gram is one plain token those rules
// leave alone, so "%" or "ａ" or an emoji is indexed exactly as it is. A title's piece starts
// with "t", which no hexadecimal spelling does.
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
/** The FTS5 token of a gram (a title's gram starts with titleMark). */
export const searchToken = (gram: string) =>
  gram.startsWith(titleMark) ? `t${hex(gram.slice(titleMark.length))}` : hex(gram);

// The spelling of each character met, kept: a library uses a few thousand characters, and
// spelling each of an article's 1,500 pieces afresh cost more than all else a write does.
const spelled = new Map<string, string>();
function spell(character: string): string {
  let spelling = spelled.get(character);
  if (spelling === undefined) {
    spelling = hex(character);
    if (spelled.size < 20_000) spelled.set(character, spelling);
  }
  return spelling;
}

/**
 * The FTS5 document of a folded search document: its grams as tokens (the same pieces as
 * searchGrams, spelled as they are made: the hexadecimal of a piece is its characters').
 */
export function searchTokens(searchText: string): string {
  return [...tokenSet(searchText)].join(' ');
}

function tokenSet(searchText: string): Set<string> {
  const tokens = new Set<string>();
  pieces(searchText, tokens, '', spell);
  pieces(searchText.split('\n', 1)[0] ?? '', tokens, 't', spell);
  return tokens;
}

/**
 * What a write changes in how many contents hold each token (SQLite's content_search_counts,
 * migration 20261127180000): as JSON, [token, +1 or -1] for each token one text holds and the
 * other does not. An edit changes few of an article's 1,500 tokens, so the trigger writes few rows.
 */
export function searchTokenChanges(before: string, after: string): string {
  const old = tokenSet(before);
  const changes: [string, number][] = [];
  for (const token of tokenSet(after)) {
    if (!old.delete(token)) changes.push([token, 1]);
  }
  for (const token of old) changes.push([token, -1]);
  return JSON.stringify(changes);
}

/** An FTS5 query matching the rows that hold every gram (quoted tokens, implicitly AND). */
export function searchTokenQuery(grams: readonly string[]): string {
  return grams.map((gram) => `"${searchToken(gram)}"`).join(' ');
}
