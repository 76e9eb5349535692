// Search's entry: the words, the ranks in their order and the way each is read; the ways live beside it.
import { onOneConnection } from '#server/db/prepared-postgres.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { searchWords } from '#server/db/search-fold.js';
import { searchTokenQuery, titleGrams, wordGrams } from '#server/db/search-grams.js';
import { candidateLimit, countBesideTitle, gramCount, indexArgument } from './content-search-candidates.js';
import type { RankPage } from './content-search-page-query.js';
import { pageOfPeek, titleCountAndPeek } from './content-search-postgres-peek.js';
import { sortedCandidatePage } from './content-search-postgres-sorted.js';
import type { Walk } from './content-search-postgres-walk.js';
import {
  pageOf,
  rankPage,
  walked,
  walkThenCount,
  walkThenSort,
  type SearchRow,
} from './content-search-rank-page.js';
import { sqliteGrams, walkGrams } from './content-search-sqlite.js';
import type { SearchKey } from './list-cursor.js';

// Search through the index of pieces of up to three characters (docs/decisions/0016-search-
// index.md, 0032-search-article-text-and-kana.md). Contents whose title holds every word come
// first (rank 0), then those holding them in the description or article text (rank 1), each
// newest first. For each rank the index first says how many contents may match, counting no
// further than a few hundred. Few: those are read and checked for the exact words, then sorted —
// however large the library, a rare word costs a few index lookups. Many: the words are common,
// so reading the newest contents in order finds a page of them within the first few thousand.
// PostgreSQL reads the newest 100 beside the titles first, and sorts the candidates by date when
// that found hardly any rather than counting them (decision 36); words in many of those 100
// titles are taken for many without counting their titles (decision 42, last revision). SQLite's
// walk may read only the rows its index names (decision 37).

/** How many of the newest contents PostgreSQL reads beside titles before anything else. */
const peek = 100;

/**
 * PostgreSQL: this many found among the newest 100 and the words are common enough for the walk to
 * fill a page within a few hundred rows more, while the index would name thousands to sort.
 */
const denseInPeek = 3;

/**
 * Contents holding every word (split on spaces, folded as search-fold.ts does) in their title,
 * description or article text, anywhere: Japanese has no spaces between words, so parts of words
 * match. Title matches first, each rank newest first; after `after` when given; only contents
 * members may see at `visibleAt`.
 */
export function searchContents(
  db: Db,
  text: string,
  limit: number,
  visibleAt: string,
  after?: SearchKey | null,
): Promise<SearchRow[]> {
  // PostgreSQL: its several statements on one connection, waiting once for it under load.
  return onOneConnection(db, () => searchOnce(db, text, limit, visibleAt, after));
}

async function searchOnce(
  db: Db,
  text: string,
  limit: number,
  visibleAt: string,
  after?: SearchKey | null,
): Promise<SearchRow[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const grams = databaseKind(db) === 'sqlite' ? sqliteGrams(words) : [...new Set(words.flatMap(wordGrams))];
  const found: SearchRow[] = [];
  const postgres = databaseKind(db) === 'postgres';
  // How many contents the index names for the title, at most (null: not asked, on a page of rank 1;
  // one past the cap when PostgreSQL's peek took them for many without counting).
  let inTitleCount: number | null = null;
  // PostgreSQL: the peek of the newest contents beside the title, asked with the title's count.
  let peeked: Walk<SearchRow> | null = null;
  // PostgreSQL: about how many walk rows there are, drafts included (-1: not known; null: not asked).
  let libraryEstimate: number | null = null;
  if (!after || after.rank === 0) {
    const inTitle = indexArgument(db, titleGrams(grams));
    // null: PostgreSQL's peek found the words in so many of the newest titles that it did not count.
    let count: number | null;
    if (typeof inTitle !== 'string') {
      const both = await titleCountAndPeek(db, {
        titleGrams: inTitle,
        words,
        visibleAt,
        peek,
        cap: candidateLimit + 1,
        many: candidateLimit,
        limit,
      });
      count = both.titleCount;
      peeked = { rows: both.rows.map((row) => ({ ...row, rank: 1 })), until: both.until };
      libraryEstimate = both.walkRows;
    } else {
      count = await gramCount(db, titleGrams(grams));
    }
    inTitleCount = count ?? candidateLimit + 1;
    if (count === null) {
      // Walked for a few batches, then counted after all when the guess did not fill the page.
      const titles: RankPage = { rank: 0, words, candidates: null, visibleAt, after: after ?? null, limit };
      found.push(...(await walkThenCount(db, titles, titleGrams(grams))));
    } else if (count > 0) {
      const narrow = count <= candidateLimit;
      found.push(
        ...(await pageOf(db, {
          rank: 0,
          words,
          candidates: narrow ? inTitle : null,
          visibleAt,
          after: after ?? null,
          limit,
        })),
      );
    }
  }
  if (found.length < limit) {
    const page: RankPage = {
      rank: 1,
      words,
      candidates: null,
      visibleAt,
      after: after?.rank === 1 ? after : null,
      limit: limit - found.length,
    };
    // PostgreSQL cannot count candidates without reading the words' whole posting lists (up to
    // 8 ms a word at 100,000 contents), so it first reads the 100 newest contents: a common word
    // (an article word is in a quarter of them) fills its page there. Found hardly at all there,
    // the index's candidates are sorted by date unless too many; otherwise they are counted, as on
    // SQLite (decision 36, revised).
    const first = !postgres
      ? null
      : peeked
        ? pageOfPeek(peeked, page.limit)
        : await walked(db, page, 1, peek);
    if (first && (first.rows.length >= page.limit || first.until === null)) {
      found.push(...first.rows);
      return found;
    }
    const sorted =
      first && first.rows.length < denseInPeek ? await sortedCandidatePage(db, { grams, ...page }) : null;
    if (sorted?.rows) {
      found.push(...sorted.rows.map((row) => ({ ...row, rank: 1 })));
      return found;
    }
    const anywhere = indexArgument(db, grams);
    // PostgreSQL: as common in the whole library as among the newest 100, the words would be
    // beside the title in more contents than a count stops at. Both counts, which read the words'
    // whole posting lists (3–10 ms at 100,000 contents), are then skipped and the walk goes on: its
    // rows cost a buffer each (decision 36, revision 4). A small library still counts.
    // The estimate counts every walk row, drafts and scheduled contents too, where the peek counts
    // visible ones: it only chooses the way, never what is found. Too large by the share of drafts
    // (a few in a hundred), a word taken for common costs at most `guessedBatches` batches walked
    // before its candidates are sorted (walkThenSort); an exact count of the visible contents
    // would read them all on every search.
    const manyBeside =
      first !== null &&
      libraryEstimate !== null &&
      (libraryEstimate * first.rows.length) / peek > candidateLimit;
    // PostgreSQL's index named more than it sorts: more than a count would stop at.
    const count = sorted || manyBeside ? candidateLimit + 1 : await gramCount(db, grams);
    // Many candidates may be mostly title matches, already shown: walking by date for the others
    // could then read the whole table, so it is only done when they are many too. When the index
    // names no title, every candidate is beside the title: no need to count them again.
    const narrow =
      count <= candidateLimit ||
      (!manyBeside &&
        inTitleCount !== 0 &&
        (await countBesideTitle(db, grams, words, visibleAt)) <= candidateLimit);
    if (count > 0 && narrow) {
      found.push(...(await rankPage(db, { ...page, candidates: anywhere })));
    } else if (count > 0 && first) {
      found.push(...first.rows);
      const rest = { ...page, after: first.until, limit: page.limit - first.rows.length };
      // Sorted already tried (too many candidates): the walk goes on to the page.
      found.push(...(manyBeside && !sorted ? await walkThenSort(db, rest, grams) : await pageOf(db, rest)));
    } else if (count > 0) {
      // SQLite's walk may read only the rows the index names for these words (sqliteWalk).
      const within = databaseKind(db) === 'sqlite' ? searchTokenQuery(await walkGrams(db, words)) : null;
      found.push(...(await pageOf(db, { ...page, within })));
    }
  }
  return found;
}

// Hiragana, katakana (half-width ones are folded by NFKC first) and the long vowel mark.
const kana = /^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30fe]$/u;
const isKana = (character: string | undefined) => character !== undefined && kana.test(character);

/**
 * Two kana cut out of a longer run of kana are mostly the inside of some other word: きんにく's
 * halves きん and にく (きん is in スキンケア). Such a piece is offered only when it still holds three
 * characters as search reads it (ウォー reads as うお, two). Kana standing whole beside kanji keep
 * their meaning (ヨガ教室: ヨガ), as do one or two kanji (腰, 教室).
 */
function meansSomething(characters: string[], start: number, end: number): boolean {
  const piece = characters.slice(start, end);
  if (!piece.every(isKana)) return true;
  const cutInsideKana =
    (start > 0 && isKana(characters[start - 1])) || (end < characters.length && isKana(characters[end]));
  return !cutInsideKana || Array.from(searchWords(piece.join('')).join('')).length >= 3;
}

/** The words to try in place of a query that found nothing: each word alone, or its halves. */
export function shorterWords(query: string): string[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) return [...new Set(words)];
  const characters = Array.from(words[0] ?? '');
  const count = characters.length;
  if (count < 2) return [];
  const half = Math.ceil(count / 2);
  const parts: [number, number][] = [
    [0, half],
    [half, count],
  ];
  // A long word's first and last two characters too (大豆イソフラボン: 大豆).
  if (count > 4) parts.push([0, 2], [count - 2, count]);
  const pieces = parts
    .filter(([start, end]) => meansSomething(characters, start, end))
    .map(([start, end]) => characters.slice(start, end).join(''));
  return [...new Set(pieces.filter((piece) => searchWords(piece).length > 0))];
}

/**
 * Of `shorterWords(query)`, at most three that find something, the first ones tried first. `known`
 * may say without the database whether a word finds something (the search route's shared pages);
 * null when it does not know.
 */
export function wordsThatFind(
  db: Db,
  query: string,
  visibleAt: string,
  known: (word: string) => boolean | null = () => null,
): Promise<string[]> {
  return onOneConnection(db, async () => {
    const found: string[] = [];
    for (const word of shorterWords(query).slice(0, 4)) {
      // A part of a word already offered adds nothing (大豆イソ, then 大豆).
      if (found.length === 3 || found.some((offered) => offered.includes(word))) continue;
      const finds = known(word) ?? (await searchContents(db, word, 1, visibleAt)).length > 0;
      if (finds) found.push(word);
    }
    return found;
  });
}
