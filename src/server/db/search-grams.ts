// The pieces of text the search index holds (docs/decisions/0016-search-index.md): every
// character and every pair of neighbouring characters of the normalised text (search_text), so a
// word of any length is found through the index. A word of one character is looked up as
// itself; a longer one through all of its pairs, after which the exact match (LIKE) is checked on
// the few rows that hold every pair. Characters are code points, as PostgreSQL counts them.

/** The distinct one- and two-character pieces of a text, within its runs without spaces. */
export function searchGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const run of text.split(/\s+/)) {
    const characters = Array.from(run);
    characters.forEach((character, i) => {
      grams.add(character);
      if (i + 1 < characters.length) grams.add(character + characters[i + 1]);
    });
  }
  return [...grams];
}

/** What the index must hold for a text to contain `word` (a normalised word without spaces). */
export function wordGrams(word: string): string[] {
  const characters = Array.from(word);
  if (characters.length === 1) return [word];
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < characters.length; i++) pairs.add(characters[i]! + characters[i + 1]!);
  return [...pairs];
}

// SQLite's FTS5 index splits text into tokens by its own rules of letters, case and
// punctuation; spelled in hexadecimal (of UTF-8), every gram is one plain token those rules
// leave alone, so "%" or "ａ" or an emoji is indexed exactly as it is.
const token = (gram: string) => Buffer.from(gram, 'utf8').toString('hex');

/** The FTS5 document of a normalised text: its grams as tokens. */
export function searchTokens(searchText: string): string {
  return searchGrams(searchText).map(token).join(' ');
}

/** An FTS5 query matching the rows that hold every gram (quoted tokens, implicitly AND). */
export function searchTokenQuery(grams: readonly string[]): string {
  return grams.map((gram) => `"${token(gram)}"`).join(' ');
}
