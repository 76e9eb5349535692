// What the search index names, and how many: apart from the pages, which read what it names.
import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { searchTokenQuery, titleGrams } from '#server/db/search-grams.js';
import { cardColumns } from './content-repository.js';
import { holds, matchArgument, matchShape } from './content-search-match.js';
import { fewestHolding } from './content-search-sqlite.js';
import { isVisibleInSearchRows, isVisibleTo } from './content-visibility.js';

// Named on PostgreSQL, and the counts on SQLite's connection itself (`direct`), as search's other
// statements (content-search-rank-page.ts).
const compiled = new CompiledQueries({ named: true });

/** Above this many candidates, walking the newest contents is cheaper than sorting candidates. */
export const candidateLimit = 500;

/** What the engine's index is asked for: an FTS5 query (SQLite) or an array of grams (PostgreSQL). */
export function indexArgument(db: Db, grams: string[]): string | string[] {
  return databaseKind(db) === 'sqlite' ? searchTokenQuery(grams) : grams;
}

/** The contents the index names for these grams, as a source for the search query. */
export function candidates(db: Db, argument: string | string[], visibleAt: string) {
  const columns = ['searchText', 'searchTitle'] as const;
  if (typeof argument === 'string') {
    // CROSS JOIN makes SQLite start from the index and look each candidate up by its key; left
    // to itself, with few rows or fresh statistics, it may scan contents and test every row.
    return db
      .selectFrom(sql<{ rowid: number }>`content_search`.as('s'))
      .crossJoin('contents')
      .select([...cardColumns, ...columns].map((column) => `contents.${column}` as const))
      .where(sql<boolean>`s.content_search match ${argument}`)
      .where(sql<boolean>`contents.search_key = s.rowid`)
      .where(isVisibleTo(visibleAt));
  }
  // PostgreSQL's index lives on the narrow search rows (migration 20261127110000-search-rows).
  return db
    .selectFrom('contentSearchRows')
    .innerJoin('contents', 'contents.id', 'contentSearchRows.id')
    .select([...cardColumns, ...columns].map((column) => `contents.${column}` as const))
    .where(sql<boolean>`content_search_pieces(content_search_rows.search_grams) @> ${argument}::text[]`)
    .where(isVisibleInSearchRows(visibleAt));
}

/** How many contents the index names, up to `candidateLimit + 1` (the index alone is read). */
async function candidateCount(db: Db, argument: string | string[]): Promise<number> {
  const cap = candidateLimit + 1;
  const [row] = await compiled.run(
    db,
    'count',
    [argument, cap],
    () =>
      typeof argument === 'string'
        ? db
            .selectFrom(() =>
              db
                .selectFrom(sql<{ rowid: number }>`content_search`.as('s'))
                .select('s.rowid')
                .where(sql<boolean>`s.content_search match ${argument}`)
                .limit(cap)
                .as('found'),
            )
            .select((eb) => eb.fn.countAll<number>().as('count'))
        : db
            .selectFrom(() =>
              db
                .selectFrom('contentSearchRows')
                .select('id')
                .where(sql<boolean>`content_search_pieces(search_grams) @> ${argument}::text[]`)
                .limit(cap)
                .as('found'),
            )
            .select((eb) => eb.fn.countAll<number>().as('count')),
    { direct: true },
  );
  return Number(row?.count ?? 0);
}

/**
 * How many contents the index names for `grams`, up to `candidateLimit + 1`; on SQLite at most
 * that many when one of the grams is in few contents (fewestHolding), without asking the index.
 */
export async function gramCount(db: Db, grams: string[]): Promise<number> {
  if (databaseKind(db) === 'sqlite') {
    const fewest = await fewestHolding(db, grams);
    if (fewest <= candidateLimit) return fewest;
  }
  return candidateCount(db, indexArgument(db, grams));
}

/**
 * Of the contents the index names for `grams`, about how many hold them but not all in their
 * title (capped). It only chooses between the two ways of reading a page, so SQLite asks its index
 * alone (FTS5's NOT), without reading any row; PostgreSQL checks the titles in its narrow search
 * rows.
 */
export async function countBesideTitle(db: Db, grams: string[], words: string[], visibleAt: string) {
  if (databaseKind(db) === 'sqlite') {
    return candidateCount(db, `(${searchTokenQuery(grams)}) NOT (${searchTokenQuery(titleGrams(grams))})`);
  }
  const argument = grams;
  const cap = candidateLimit + 1;
  const matched = words.map((word) => matchArgument(db, word));
  const [row] = await compiled.run(
    db,
    `beside|${matchShape(db, words)}`,
    [argument, visibleAt, ...matched, cap],
    () =>
      db
        .selectFrom(() =>
          db
            .selectFrom('contentSearchRows')
            .select('id')
            .where(sql<boolean>`content_search_pieces(search_grams) @> ${argument}::text[]`)
            .where(isVisibleInSearchRows(visibleAt))
            .where(({ not, and, eb }) =>
              not(and(matched.map((pattern) => holds(eb.ref('searchTitle'), pattern)))),
            )
            .limit(cap)
            .as('found'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count')),
  );
  return Number(row?.count ?? 0);
}
