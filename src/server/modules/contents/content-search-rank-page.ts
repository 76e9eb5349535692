// A page of one rank, read as the engine and the index's count say: apart from the entry's choices.
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { databaseKind, type Db } from '#server/db/database.js';
import type { CardRow } from './content-repository.js';
import { batchEnd } from './content-search-batch-end.js';
import { matchArgument, matchShape } from './content-search-match.js';
import { searchPageQuery, type RankPage } from './content-search-page-query.js';
import { walkBatch, walkNewest, walkPageQuery } from './content-search-postgres-walk.js';
import { sortedCandidatePage } from './content-search-postgres-sorted.js';
import { candidateLimit, gramCount, indexArgument } from './content-search-candidates.js';
import { sqliteWalk } from './content-search-sqlite.js';
import { positionValues } from './newest-first.js';

// Search's statements run named on PostgreSQL (prepared-postgres.ts): parsed once per connection,
// planned afresh only while a generic plan would cost more (decision 36, revision 3). On SQLite the
// counts and pages run on the connection itself (`direct`, direct-sqlite.ts): Kysely's steps around
// each of a search's three to six statements cost about a tenth of a rebuilt answer's time, all of
// it on the one thread (decision 37, third revision). Each option does nothing on the other engine.
const compiled = new CompiledQueries({ named: true });

export type SearchRow = CardRow & { rank: number };

/** One page of one rank: through the index's candidates when given, else walking by date. */
export async function rankPage(db: Db, page: RankPage): Promise<SearchRow[]> {
  const { rank, words, candidates: argument, visibleAt, after, limit } = page;
  const patterns = words.map((word) => matchArgument(db, word));
  const key = positionValues(after);
  const until = positionValues(page.until);
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
export async function pageOf(db: Db, page: RankPage): Promise<SearchRow[]> {
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
export async function walkThenSort(db: Db, page: RankPage, grams: string[]): Promise<SearchRow[]> {
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
 * PostgreSQL, rank 0, for words the peek found in many of the newest titles without counting them
 * (titleCountAndPeek): a few batches of the walk, which fill the page when the guess holds;
 * otherwise the words are rare past the newest contents (a new series, say), so the title's
 * candidates are counted after all and, few, sorted from where the walk stopped, instead of the
 * walk going on to the oldest.
 */
export async function walkThenCount(db: Db, page: RankPage, titleGrams: string[]): Promise<SearchRow[]> {
  const walk = await walked(db, page, guessedBatches, walkBatch);
  if (walk.rows.length >= page.limit || walk.until === null) return walk.rows;
  const rest = { ...page, after: walk.until, limit: page.limit - walk.rows.length };
  const few = (await gramCount(db, titleGrams)) <= candidateLimit;
  const candidates = few ? indexArgument(db, titleGrams) : null;
  return [...walk.rows, ...(await pageOf(db, { ...rest, candidates }))];
}

/**
 * PostgreSQL: rank pages read walking the newest contents (walkNewest), for at most `batches`
 * batches, the first of `first` contents.
 */
export const walked = (db: Db, page: RankPage, batches: number, first: number) =>
  walkNewest(db, { ...page, batches, first }, (after, until, limit, newest) =>
    rankPage(db, { ...page, after, until, limit, newest }),
  );
