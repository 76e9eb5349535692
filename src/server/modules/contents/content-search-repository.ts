import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { searchTokenQuery, wordGrams } from '#server/db/search-grams.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { isVisibleTo } from './content-visibility.js';
import type { NewestKey } from './list-cursor.js';

// Search through the index of characters and character pairs (docs/decisions/0016-search-index.md).
// First the index says how many contents hold every piece of the words, counting no further than
// a few hundred. Few: those are read and checked for the exact words, then sorted — however large
// the library, a rare word costs a few index lookups. Many: the words are common, so reading the
// newest contents in order finds a page of them within the first few thousand.

/** Above this many candidates, walking the newest contents is cheaper than sorting candidates. */
export const candidateLimit = 500;

const compiled = new CompiledQueries();

/** Full-width and half-width, capitals and small letters alike, as search_text is stored. */
export function searchWords(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Escapes LIKE's wildcards so a search for "100%" means those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What the engine's index is asked for: an FTS5 query (SQLite) or an array of grams (PostgreSQL). */
export function indexArgument(db: Db, grams: string[]): string | string[] {
  return databaseKind(db) === 'sqlite' ? searchTokenQuery(grams) : grams;
}

/** The contents the index names for these grams, as a source for the search query. */
function candidates(db: Db, argument: string | string[], visibleAt: string) {
  if (typeof argument === 'string') {
    // CROSS JOIN makes SQLite start from the index and look each candidate up by its key; left
    // to itself, with few rows or fresh statistics, it may scan contents and test every row.
    return db
      .selectFrom(sql<{ rowid: number }>`content_search`.as('s'))
      .crossJoin('contents')
      .select([...cardColumns.map((column) => `contents.${column}` as const), 'contents.searchText'])
      .where(sql<boolean>`s.content_search match ${argument}`)
      .where(sql<boolean>`contents.search_key = s.rowid`)
      .where(isVisibleTo(visibleAt));
  }
  return db
    .selectFrom('contents')
    .select([...cardColumns, 'searchText'])
    .where(sql<boolean>`content_search_grams(search_text) @> ${argument}::text[]`)
    .where(isVisibleTo(visibleAt));
}

async function candidateCount(db: Db, argument: string | string[], visibleAt: string): Promise<number> {
  const cap = candidateLimit + 1;
  const [row] = await compiled.run(db, 'count', [argument, visibleAt, cap], () =>
    db
      .selectFrom(() => candidates(db, argument, visibleAt).limit(cap).as('found'))
      .select((eb) => eb.fn.countAll<number>().as('count')),
  );
  return Number(row?.count ?? 0);
}

/**
 * Contents whose title or description contains the words, anywhere: Japanese has no spaces
 * between words, so parts of words must match. Several words (split on spaces) must all match.
 * Newest first, after `after` when given; only contents members may see at `visibleAt`.
 */
export async function searchContents(
  db: Db,
  text: string,
  limit: number,
  visibleAt: string,
  after?: NewestKey | null,
): Promise<CardRow[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const grams = [...new Set(words.flatMap(wordGrams))];
  const argument = indexArgument(db, grams);
  const count = await candidateCount(db, argument, visibleAt);
  if (count === 0) return [];
  const narrow = count <= candidateLimit;
  const patterns = words.map(likePattern);
  const key = after ? [after.date, after.createdAt, after.id] : [];
  const shape = `${narrow ? 'narrow' : 'wide'}|${words.length}|${after ? 'after' : ''}`;
  const values = [...(narrow ? [argument] : []), visibleAt, ...patterns, ...key, limit];
  return compiled.run(db, shape, values, () =>
    searchPageQuery(db, { words, candidates: narrow ? argument : null, visibleAt, after, limit }),
  );
}

/**
 * One page of search results. With `candidates` (what the index is asked for), read through the
 * index: materialized, so the candidates are looked up and only then filtered and sorted,
 * whatever the planner would guess about the gram function. Without: an ordinary CTE, which both
 * engines fold into the query, walking contents_date_idx newest first.
 */
export function searchPageQuery(
  db: Db,
  page: {
    words: string[];
    candidates: string | string[] | null;
    visibleAt: string;
    after?: NewestKey | null;
    limit: number;
  },
) {
  const { candidates: argument, after, visibleAt } = page;
  let builder = (
    argument !== null
      ? db.with(
          (cte) => cte('found').materialized(),
          () => candidates(db, argument, visibleAt),
        )
      : db.with('found', () =>
          db
            .selectFrom('contents')
            .select([...cardColumns, 'searchText'])
            .where(isVisibleTo(visibleAt)),
        )
  )
    .selectFrom('found')
    .select(cardColumns);
  for (const pattern of page.words.map(likePattern)) {
    builder = builder.where(({ eb }) => sql<boolean>`${eb.ref('searchText')} like ${pattern} escape '\\'`);
  }
  if (after) {
    builder = builder.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('date', 'createdAt', 'id'), '<', tuple(after.date, after.createdAt, after.id)),
    );
  }
  return builder.orderBy('date', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit);
}
