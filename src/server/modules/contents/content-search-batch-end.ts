// Where a walk's batch ends: asked by both engines' walks, so apart from either.
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { isVisibleInSearchWalk, isVisibleTo } from './content-visibility.js';
import { newestFirst, olderThan, positionValues, type Position } from './newest-first.js';

// Both walks through the newest contents (content-search-postgres-walk.ts, content-search-sqlite.ts)
// read a batch between two keys of the date index.

// Named statements on PostgreSQL, as search's others (content-search-rank-page.ts).
const compiled = new CompiledQueries({ named: true });

/**
 * The content `size` contents after `after` among those members see, newest first: the end
 * of the next batch of a walk; null when fewer remain. Read from the date index and the short
 * columns of each row, never the search text.
 */
export async function batchEnd(
  db: Db,
  visibleAt: string,
  after: Position | null,
  size: number,
): Promise<Position | null> {
  const [row] = await compiled.run(
    db,
    `batch-end|${after ? 'after' : ''}`,
    [visibleAt, ...positionValues(after), 1, size - 1],
    () => (databaseKind(db) === 'postgres' ? walkRowsEnd : contentsEnd)(db, visibleAt, after, size),
    { direct: true },
  );
  return row ?? null;
}

/** The batch's end over contents' date index (SQLite). */
function contentsEnd(db: Db, visibleAt: string, after: Position | null, size: number) {
  let query = db.selectFrom('contents').select(['date', 'createdAt', 'id']).where(isVisibleTo(visibleAt));
  if (after) query = query.where(olderThan(after));
  return newestFirst(query)
    .offset(size - 1)
    .limit(1);
}

/**
 * The same over the walk rows (PostgreSQL, migration 20261127190000-search-walk-rows): the rows its
 * walk reads, already in memory, rather than contents' wide ones.
 */
function walkRowsEnd(db: Db, visibleAt: string, after: Position | null, size: number) {
  let query = db
    .selectFrom('contentSearchWalk')
    .select(['date', 'createdAt', 'id'])
    .where(isVisibleInSearchWalk(visibleAt));
  if (after) query = query.where(olderThan(after));
  return newestFirst(query)
    .offset(size - 1)
    .limit(1);
}
