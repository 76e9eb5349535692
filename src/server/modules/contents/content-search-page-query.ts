// The statement over contents that reads a page of one rank, both engines: apart from choosing how.
import type { Db } from '#server/db/database.js';
import { cardColumns } from './content-repository.js';
import { candidates } from './content-search-candidates.js';
import { holds, matchArgument } from './content-search-match.js';
import { namedByIndex } from './content-search-sqlite.js';
import { isVisibleTo } from './content-visibility.js';
import { downTo, newestFirst, olderThan, type Position } from './newest-first.js';

export type RankPage = {
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
          return newestFirst(after ? visible.where(olderThan(after)) : visible).limit(page.newest);
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
  if (after && !page.newest) builder = builder.where(olderThan(after));
  if (page.until) builder = builder.where(downTo(page.until));
  return newestFirst(builder).limit(page.limit);
}
