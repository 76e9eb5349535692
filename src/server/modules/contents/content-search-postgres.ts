import type { Db } from '#server/db/database.js';
import { batchEnd, type Position } from './content-search-batch-end.js';

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
