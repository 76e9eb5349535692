// PostgreSQL's walk through the newest contents, a batch at a time over its walk rows: its engine's own.
import { sql } from 'kysely';
import type { Db } from '#server/db/database.js';
import { batchEnd } from './content-search-batch-end.js';
import { cardColumns } from './content-repository.js';
import { holds, matchArgument } from './content-search-match.js';
import { isVisibleInSearchWalk } from './content-visibility.js';
import { downTo, newestFirst, olderThan, type Position } from './newest-first.js';

// PostgreSQL's walk through the newest contents (docs/decisions/0033-search-at-100000.md,
// 0036-postgresql-search-walks-first.md). Asked in one query, its planner takes the LIKE for rare
// (it cannot know how common a word is), reads the whole table and sorts it: 700 ms at 100,000
// contents for a word in a quarter of them. Between two keys of the date index it reads at most
// a batch of rows, whatever it guesses.

/** How many of the newest contents PostgreSQL's walk reads at a time. */
export const walkBatch = 500;

export type Walk<Row> = {
  /** What was found, newest first. */
  rows: Row[];
  /**
   * Where the walk stopped when it found fewer than asked (the oldest content read); null: it
   * read to the oldest content, or found all it was asked for.
   */
  until: Position | null;
};

/**
 * Up to `limit` rows found walking the newest contents after `after` a batch at a time, for at
 * most `batches` batches, the first of `first` contents. `read` reads one batch: the rows found
 * between its `after` (exclusive) and `until` (inclusive; null: to the oldest content), at most
 * its `limit`; or, given `newest`,
 * among that many contents after `after`: the first batch is read so, and where it ends is only
 * asked when it did not fill the page (a common word fills it among the first hundred or so).
 */
export async function walkNewest<Row>(
  db: Db,
  walk: { visibleAt: string; after: Position | null; limit: number; batches: number; first: number },
  read: (after: Position | null, until: Position | null, limit: number, newest?: number) => Promise<Row[]>,
): Promise<Walk<Row>> {
  const rows = await read(walk.after, null, walk.limit, walk.first);
  let after = walk.after;
  for (let batch = 1; rows.length < walk.limit; batch++) {
    const until = await batchEnd(db, walk.visibleAt, after, batch === 1 ? walk.first : walkBatch);
    if (batch > 1) rows.push(...(await read(after, until, walk.limit - rows.length)));
    if (rows.length < walk.limit && (until === null || batch >= walk.batches)) return { rows, until };
    after = until;
  }
  return { rows, until: null };
}

/**
 * That a walked row holds every word (each bound as matchArgument gives it) in its title (rank 0),
 * or in its search text but not all in its title (rank 1): the title's matches are shown first,
 * apart.
 */
export function holdsWords(rank: 0 | 1, matched: string[]) {
  const all = (column: 'searchText' | 'searchTitle') =>
    sql.join(
      matched.map((argument) => holds(sql.ref(column), argument)),
      sql` and `,
    );
  return rank === 0
    ? sql<boolean>`(${all('searchTitle')})`
    : sql<boolean>`(${all('searchText')}) and not (${all('searchTitle')})`;
}

/** The newest walk rows members see at `visibleAt`: all of them, or the `newest` after `after`. */
export function walkRows(db: Db, visibleAt: string, after: Position | null, newest: number | undefined) {
  const visible = db
    .selectFrom('contentSearchWalk')
    .select(['id', 'date', 'createdAt', 'searchTitle', 'searchText'])
    .where(isVisibleInSearchWalk(visibleAt));
  if (newest === undefined) return visible;
  // Its own limit keeps the planner on the date index, reading no more than these rows.
  return newestFirst(after ? visible.where(olderThan(after)) : visible).limit(newest);
}

export type WalkPage = {
  rank: 0 | 1;
  /** The words, folded. */
  words: string[];
  visibleAt: string;
  after: Position | null;
  /** The oldest content to read (inclusive). */
  until: Position | null;
  /** Only these many of the newest contents after `after` are read. */
  newest?: number;
  limit: number;
};

/**
 * One page of a walk through the newest contents (decision 36, revision 4): the walk rows hold the
 * search text uncompressed in the row, so each row checked is one buffer; only the contents found
 * are then read from contents, by their key, for their cards. Binds, in order: `visibleAt`, with
 * `newest` the key after and `newest`, the words as matchArgument binds them (twice on rank 1),
 * without `newest` the key after, the key until, `limit` (as searchPageQuery does for the walk
 * over contents).
 */
export function walkPageQuery(db: Db, page: WalkPage) {
  const { rank, words, visibleAt, after, until, newest, limit } = page;
  const matched = words.map((word) => matchArgument(db, word));
  return db
    .with('walked', () => walkRows(db, visibleAt, after, newest))
    .selectFrom((eb) => {
      let found = eb
        .selectFrom('walked')
        .select(['id', 'date', 'createdAt'])
        .where(holdsWords(rank, matched));
      if (after && newest === undefined) found = found.where(olderThan(after));
      if (until) found = found.where(downTo(until));
      return newestFirst(found).limit(limit).as('s');
    })
    .innerJoinLateral(
      (eb) => eb.selectFrom('contents').select(cardColumns).whereRef('contents.id', '=', 's.id').as('t'),
      (join) => join.onTrue(),
    )
    .selectAll('t')
    .$call((cards) => newestFirst(cards, 's'));
}
