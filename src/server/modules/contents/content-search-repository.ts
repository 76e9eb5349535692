import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { onOneConnection } from '#server/db/prepared-postgres.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { searchWords } from '#server/db/search-fold.js';
import { searchTokenQuery, titleGrams, wordGrams } from '#server/db/search-grams.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { batchEnd, type Position } from './content-search-batch-end.js';
import {
  sortedCandidatePage,
  titleCountAndPeek,
  walkBatch,
  walkNewest,
  walkPageQuery,
  type Walk,
} from './content-search-postgres.js';
import { holds, matchArgument, matchShape } from './content-search-match.js';
import { fewestHolding, namedByIndex, sqliteGrams, sqliteWalk, walkGrams } from './content-search-sqlite.js';
import { isVisibleInSearchRows, isVisibleTo } from './content-visibility.js';
import type { SearchKey } from './list-cursor.js';

// Search through the index of pieces of up to three characters (docs/decisions/0016-search-
// index.md, 0032-search-article-text-and-kana.md). Contents whose title holds every word come
// first (rank 0), then those holding them in the description or article text (rank 1), each
// newest first. For each rank the index first says how many contents may match, counting no
// further than a few hundred. Few: those are read and checked for the exact words, then sorted —
// however large the library, a rare word costs a few index lookups. Many: the words are common,
// so reading the newest contents in order finds a page of them within the first few thousand.
// PostgreSQL reads the newest 100 beside the titles first, and sorts the candidates by date when
// that found hardly any rather than counting them (decision 36); SQLite's walk
// may read only the rows its index names (decision 37).

/** How many of the newest contents PostgreSQL reads beside titles before anything else. */
const peek = 100;

/**
 * PostgreSQL: this many found among the newest 100 and the words are common enough for the walk to
 * fill a page within a few hundred rows more, while the index would name thousands to sort.
 */
const denseInPeek = 3;

/** Above this many candidates, walking the newest contents is cheaper than sorting candidates. */
export const candidateLimit = 500;

// Search's statements run named on PostgreSQL (prepared-postgres.ts): parsed once per connection,
// planned afresh only while a generic plan would cost more (decision 36, revision 3). On SQLite the
// counts and pages run on the connection itself (`direct`, direct-sqlite.ts): Kysely's steps around
// each of a search's three to six statements cost about a tenth of a rebuilt answer's time, all of
// it on the one thread (decision 37, third revision). Each option does nothing on the other engine.
const compiled = new CompiledQueries({ named: true });

/** What the engine's index is asked for: an FTS5 query (SQLite) or an array of grams (PostgreSQL). */
export function indexArgument(db: Db, grams: string[]): string | string[] {
  return databaseKind(db) === 'sqlite' ? searchTokenQuery(grams) : grams;
}

/** The contents the index names for these grams, as a source for the search query. */
function candidates(db: Db, argument: string | string[], visibleAt: string) {
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
async function gramCount(db: Db, grams: string[]): Promise<number> {
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
async function countBesideTitle(db: Db, grams: string[], words: string[], visibleAt: string) {
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

export type SearchRow = CardRow & { rank: number };
type RankPage = {
  rank: 0 | 1;
  words: string[];
  /** What the index is asked for; null: walk the newest contents instead. */
  candidates: string | string[] | null;
  visibleAt: string;
  after: Position | null;
  /** The oldest content to read (inclusive), when walking the newest a batch at a time. */
  until?: Position | null;
  /** SQLite: a walk reads only the rows its index names for this FTS5 query (content-search-sqlite.ts). */
  within?: string | null;
  /**
   * Only these many of the newest contents after `after` are read (PostgreSQL's first batch,
   * which needs not ask where it ends: a common word fills its page before).
   */
  newest?: number;
  limit: number;
};

/** One page of one rank: through the index's candidates when given, else walking by date. */
async function rankPage(db: Db, page: RankPage): Promise<SearchRow[]> {
  const { rank, words, candidates: argument, visibleAt, after, limit } = page;
  const patterns = words.map((word) => matchArgument(db, word));
  const key = after ? [after.date, after.createdAt, after.id] : [];
  const until = page.until ? [page.until.date, page.until.createdAt, page.until.id] : [];
  const within = argument === null && page.within ? [page.within] : [];
  const newest = page.newest ? [...key, page.newest] : [];
  const shape = `${rank}|${argument === null ? 'wide' : 'narrow'}|${matchShape(db, words)}|${after ? 'after' : ''}|${until.length ? 'until' : ''}|${within.length ? 'within' : ''}|${newest.length ? 'newest' : ''}`;
  const values = [
    ...(argument === null ? [] : [argument]),
    visibleAt,
    ...within,
    ...newest,
    ...patterns,
    ...(rank === 1 ? patterns : []),
    ...(newest.length ? [] : key),
    ...until,
    limit,
  ];
  // PostgreSQL walks its walk rows, the search text uncompressed in the row (decision 36, revision 4).
  const query =
    argument === null && databaseKind(db) === 'postgres'
      ? () => walkPageQuery(db, { ...page, until: page.until ?? null })
      : () => searchPageQuery(db, page);
  const rows = await compiled.run(db, shape, values, query, { direct: true });
  return rows.map((row) => ({ ...row, rank }));
}

/** A page of one rank: each engine walks the newest contents its own way (walkNewest, sqliteWalk). */
async function pageOf(db: Db, page: RankPage): Promise<SearchRow[]> {
  if (page.candidates !== null) return rankPage(db, page);
  if (databaseKind(db) === 'postgres') return (await walked(db, page, Infinity, walkBatch)).rows;
  return sqliteWalk(page, {
    read: (part) => rankPage(db, part),
    batchEnd: (after, size) => batchEnd(db, page.visibleAt, after, size),
  });
}

/** PostgreSQL: how many batches a walk guessed from the peek reads before it asks the index. */
const guessedBatches = 2;

/**
 * PostgreSQL, rank 1, for words the peek found common without counting them: a few batches more
 * of the walk, which fill the page when the guess holds; otherwise the words are rare past the
 * newest contents, and the index's candidates older than the walk are sorted (or, too many, the
 * walk goes on), so a word found only in the newest contents is not walked to the oldest.
 */
async function walkThenSort(db: Db, page: RankPage, grams: string[]): Promise<SearchRow[]> {
  const walk = await walked(db, page, guessedBatches, walkBatch);
  if (walk.rows.length >= page.limit || walk.until === null) return walk.rows;
  const rest = { ...page, after: walk.until, limit: page.limit - walk.rows.length };
  const sorted = await sortedCandidatePage(db, { grams, ...rest });
  const more = sorted.rows
    ? sorted.rows.map((row) => ({ ...row, rank: 1 as const }))
    : await pageOf(db, rest);
  return [...walk.rows, ...more];
}

/**
 * The peek asked beside the title's count, cut to what rank 1 still needs: a walk's first batch as
 * `walkNewest` gives it (full: nothing more to read; else where its `peek` contents end).
 */
function pageOfPeek(peeked: Walk<SearchRow>, limit: number): Walk<SearchRow> {
  return peeked.rows.length >= limit ? { rows: peeked.rows.slice(0, limit), until: null } : peeked;
}

const walked = (db: Db, page: RankPage, batches: number, first: number) =>
  walkNewest(db, { ...page, batches, first }, (after, until, limit, newest) =>
    rankPage(db, { ...page, after, until, limit, newest }),
  );

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
  // How many contents the index names for the title, at most (null: not asked, on a page of rank 1).
  let inTitleCount: number | null = null;
  // PostgreSQL: the peek of the newest contents beside the title, asked with the title's count.
  let peeked: Walk<SearchRow> | null = null;
  // PostgreSQL: about how many walk rows there are, drafts included (-1: not known; null: not asked).
  let libraryEstimate: number | null = null;
  if (!after || after.rank === 0) {
    const inTitle = indexArgument(db, titleGrams(grams));
    let count: number;
    if (typeof inTitle !== 'string') {
      const both = await titleCountAndPeek(db, {
        titleGrams: inTitle,
        words,
        visibleAt,
        peek,
        cap: candidateLimit + 1,
        limit,
      });
      count = both.titleCount;
      peeked = { rows: both.rows.map((row) => ({ ...row, rank: 1 })), until: both.until };
      libraryEstimate = both.walkRows;
    } else {
      count = await gramCount(db, titleGrams(grams));
    }
    inTitleCount = count;
    if (count > 0) {
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

/**
 * One page of one rank of search results. With `candidates` (what the index is asked for), read
 * through the index: materialized, so the candidates are looked up and only then filtered and
 * sorted, whatever the planner would guess about the gram function. Without: an ordinary CTE,
 * which both engines fold into the query, walking the newest contents in date order (on SQLite, rank 0
 * from contents_date_search_idx alone until a title matches).
 */
export function searchPageQuery(db: Db, page: RankPage) {
  const { candidates: argument, after, visibleAt } = page;
  let builder = (
    argument !== null
      ? db.with(
          (cte) => cte('found').materialized(),
          () => candidates(db, argument, visibleAt),
        )
      : db.with('found', () => {
          const walk = db
            .selectFrom('contents')
            .select([...cardColumns, 'searchText', 'searchTitle'])
            .where(isVisibleTo(visibleAt));
          const visible = page.within ? walk.where(namedByIndex(page.within)) : walk;
          if (!page.newest) return visible;
          // Its own limit keeps PostgreSQL on the date index, reading no more than these rows.
          return (
            after
              ? visible.where(({ eb, refTuple, tuple }) =>
                  eb(refTuple('date', 'createdAt', 'id'), '<', tuple(after.date, after.createdAt, after.id)),
                )
              : visible
          )
            .orderBy('date', 'desc')
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(page.newest);
        })
  )
    .selectFrom('found')
    .select(cardColumns);
  const patterns = page.words.map((word) => matchArgument(db, word));
  const column = page.rank === 0 ? 'searchTitle' : 'searchText';
  for (const pattern of patterns) {
    builder = builder.where(({ eb }) => holds(eb.ref(column), pattern));
  }
  if (page.rank === 1) {
    builder = builder.where(({ not, and, eb }) =>
      not(and(patterns.map((pattern) => holds(eb.ref('searchTitle'), pattern)))),
    );
  }
  if (after && !page.newest) {
    builder = builder.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('date', 'createdAt', 'id'), '<', tuple(after.date, after.createdAt, after.id)),
    );
  }
  const until = page.until;
  if (until) {
    builder = builder.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('date', 'createdAt', 'id'), '>=', tuple(until.date, until.createdAt, until.id)),
    );
  }
  return builder.orderBy('date', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit);
}

/** The words to try in place of a query that found nothing: each word alone, or its halves. */
export function shorterWords(query: string): string[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) return [...new Set(words)];
  const characters = Array.from(words[0] ?? '');
  if (characters.length < 2) return [];
  const half = Math.ceil(characters.length / 2);
  const parts = [characters.slice(0, half), characters.slice(half)];
  // A long word's first and last two characters too (ノルディックウォーキング: ノル, ング).
  if (characters.length > 4) parts.push(characters.slice(0, 2), characters.slice(-2));
  return [...new Set(parts.map((part) => part.join('')).filter((part) => searchWords(part).length > 0))];
}

/** Of `shorterWords(query)`, at most three that find something, the first ones tried first. */
export function wordsThatFind(db: Db, query: string, visibleAt: string): Promise<string[]> {
  return onOneConnection(db, () => wordsThatFindOnce(db, query, visibleAt));
}

async function wordsThatFindOnce(db: Db, query: string, visibleAt: string): Promise<string[]> {
  const found: string[] = [];
  for (const word of shorterWords(query).slice(0, 4)) {
    // A part of a word already offered adds nothing (ストレッチ, then スト).
    if (found.length === 3 || found.some((offered) => offered.includes(word))) continue;
    if ((await searchContents(db, word, 1, visibleAt)).length > 0) found.push(word);
  }
  return found;
}
