// SQLite's side of search: the pieces and counts its index is asked for, and its walk; FTS5's alone.
import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { searchToken, wordGrams } from '#server/db/search-grams.js';

// SQLite's side of search (docs/decisions/0037-sqlite-search-walk.md). FTS5 answers an AND of
// tokens by reading every token's list of rows: for two words of eight runs of three, most of
// them in a quarter of the library, that is 2–3 ms before a row is read. The exact words are
// checked afterwards with LIKE anyway, so the index is asked only for a word's first and last
// runs, which name nearly the same rows at a fraction of the cost.

/** The pieces SQLite's index is asked for: each word itself, or its first and last runs of three. */
export function sqliteGrams(words: readonly string[]): string[] {
  return [
    ...new Set(
      words.flatMap((word) => {
        const runs = wordGrams(word);
        return runs.length <= 2 ? runs : [runs[0]!, runs.at(-1)!];
      }),
    ),
  ];
}

const compiled = new CompiledQueries({ direct: true });

/**
 * At most how many contents hold every one of `grams`: the fewest that hold any one of them, from
 * content_search_counts (migration 20261127180000), one lookup for all. FTS5 itself reads each
 * token's whole list of rows to count an AND of them (0.1–0.6 ms for a word's tokens at 100,000
 * contents); a word in no title, or a rare one, is known from this alone.
 */
export async function fewestHolding(db: Db, grams: readonly string[]): Promise<number> {
  return Math.min(...(await holding(db, grams)));
}

/** At most how many contents hold each of `grams`, in their order. */
async function holding(db: Db, grams: readonly string[]): Promise<number[]> {
  const tokens = JSON.stringify(grams.map(searchToken));
  const rows = await compiled.run(db, 'holding', [tokens], () =>
    db
      .selectFrom(sql<{ value: string; key: number }>`json_each(${tokens})`.as('asked'))
      .leftJoin(
        sql<{ token: string; contents: number }>`content_search_counts`.as('c'),
        'c.token',
        'asked.value',
      )
      .select(sql<number>`coalesce(c.contents, 0)`.as('contents'))
      .orderBy('asked.key'),
  );
  return rows.map((row) => Number(row.contents));
}

/**
 * What the walk through the index's rows asks the index for: of each word's pieces (sqliteGrams),
 * the one fewest contents hold. The walk gathers the set of rows the index names before testing
 * the date index against it, so fewer and rarer tokens make a smaller set at less cost; the LIKE
 * checks after it keep the results exact. Two tokens in place of four: the walk 1.3–1.5 → 0.9–1.1 ms.
 */
export async function walkGrams(db: Db, words: readonly string[]): Promise<string[]> {
  const grams = sqliteGrams(words);
  const counts = await holding(db, grams);
  const contentsHolding = new Map(grams.map((gram, i) => [gram, counts[i]!]));
  const rarest = words.map((word) =>
    sqliteGrams([word]).reduce((best, gram) =>
      contentsHolding.get(gram)! < contentsHolding.get(best)! ? gram : best,
    ),
  );
  return [...new Set(rarest)];
}

/**
 * The condition that keeps a walk through the newest contents to the rows the index names for
 * `argument` (an FTS5 query). The date index contents_date_search_idx holds search_key, so the
 * walk tests each content against the index's rows from the index alone and reads only the
 * (long) rows that may hold every word; without it, two words that rarely meet read a thousand
 * or more rows to fill a page. The `+` keeps SQLite walking in date order rather than starting
 * from the candidates and sorting them all.
 */
export const namedByIndex = (argument: string) =>
  sql<boolean>`+contents.search_key in (select rowid from content_search where content_search match ${argument})`;

/** What the walk needs of a page: where it starts, how many it finds, and the index's query. */
type WalkPage = { after: unknown; limit: number; within?: string | null };
type WalkParts<Page extends WalkPage, Row> = {
  /** One page of the rank, walking in date order, after `after`, down to `until` when given. */
  read: (page: Page & { until?: Page['after'] }) => Promise<Row[]>;
  /** The content `size` contents after `after` among those members see; null when fewer remain. */
  batchEnd: (after: Page['after'], size: number) => Promise<Page['after']>;
};

/** How many of the newest contents a walk reads before asking the index which ones to read. */
export const firstBatch = 200;

/** Beyond about this many more rows to read, gathering the index's rows is the cheaper way. */
const rowsWorthReading = 300;

/**
 * SQLite's walk through the newest contents. Gathering the index's rows for common pieces takes
 * one to four milliseconds (a set of ten thousand rows; reading a row costs 3–5 µs), while a
 * common word fills a page from the first few dozen rows: so the newest `firstBatch` contents are
 * read as they are, and the rest of the walk reads just the rows the index names (`within`) only
 * when those first ones say the page would take more than `rowsWorthReading` rows to fill (the
 * words, or their meeting, are rare).
 */
export async function sqliteWalk<Page extends WalkPage, Row>(
  page: Page,
  parts: WalkParts<Page, Row>,
): Promise<Row[]> {
  if (!page.within) return parts.read(page);
  const until = await parts.batchEnd(page.after, firstBatch);
  const first = await parts.read({ ...page, within: null, until });
  if (first.length >= page.limit || until === null) return first;
  const missing = page.limit - first.length;
  const dense = first.length > 0 && (missing * firstBatch) / first.length <= rowsWorthReading;
  const rest = await parts.read({
    ...page,
    after: until,
    until: null,
    limit: missing,
    within: dense ? null : page.within,
  });
  return [...first, ...rest];
}
