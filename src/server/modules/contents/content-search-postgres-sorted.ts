// PostgreSQL's rank 1 from the index's candidates sorted by date: apart from the walk it stands in for.
import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { holds, matchArgument, matchShape } from './content-search-match.js';
import { isVisibleInSearchRows } from './content-visibility.js';
import { newestFirst, olderThan, positionValues, type Position } from './newest-first.js';

// Named statements on PostgreSQL, as search's others (content-search-rank-page.ts).
const compiled = new CompiledQueries({ named: true });

/**
 * At most this many candidates are sorted by date; more, and the walk reads the page instead. Past
 * the cap the candidates read are thrown away: at 2,000 the slowest two-word queries read 2,000
 * and then walked (decision 36, revision 5: 4,000 lowered the lab's p99 from 11.0–11.7 to 8.5–9.4
 * ms; 1,000 raised it to 15.2–16.2 ms).
 */
export const sortedCandidateCap = 4000;

export type CandidatePage<Row> = {
  /** The page, newest first; null when the index named `sortedCandidateCap` or more contents. */
  rows: Row[] | null;
};

/**
 * One page of rank 1 (the words beside the title) from the contents the index names for all of
 * `grams`, in one query (decision 36, revised): up to `sortedCandidateCap` of them are read with
 * their dates only, sorted, and the search text of the newest is then checked one content at a
 * time until the page is full. Two words that rarely meet name about a thousand contents at
 * 100,000 (their posting lists intersected in the index in under a millisecond), whose page a
 * walk by date found only after reading 1,500–2,500 rows of search text (20–45 ms).
 */
export async function sortedCandidatePage(
  db: Db,
  page: { grams: string[]; words: string[]; visibleAt: string; after: Position | null; limit: number },
): Promise<CandidatePage<CardRow>> {
  const { grams, words, visibleAt, after, limit } = page;
  const matched = words.map((word) => matchArgument(db, word));
  const rows = await compiled.run(
    db,
    `sorted|${matchShape(db, words)}|${after ? 'after' : ''}`,
    [grams, visibleAt, ...positionValues(after), sortedCandidateCap, ...matched, ...matched, limit],
    () =>
      db
        .with(
          (cte) => cte('candidate').materialized(),
          () => {
            const found = db
              .selectFrom('contentSearchRows')
              .select(['id', 'date', 'createdAt', 'searchTitle'])
              .where(sql<boolean>`content_search_pieces(search_grams) @> ${grams}::text[]`)
              .where(isVisibleInSearchRows(visibleAt));
            return (after ? found.where(olderThan(after)) : found).limit(sortedCandidateCap);
          },
        )
        .selectFrom((eb) =>
          eb
            .selectFrom('candidate')
            .select((count) => count.fn.countAll<number>().as('candidates'))
            .as('n'),
        )
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom(
                // Sorted first by date alone (short values from the rows already read); the text
                // is then read for the newest only, in that order, until the limit.
                eb
                  .selectFrom('candidate')
                  .select(['id', 'date', 'createdAt'])
                  .where(({ not, and, eb: inner }) =>
                    not(and(matched.map((argument) => holds(inner.ref('searchTitle'), argument)))),
                  )
                  .$call(newestFirst)
                  .as('s'),
              )
              .innerJoinLateral(
                (joined) => {
                  let text = joined
                    .selectFrom('contents')
                    .select(cardColumns)
                    .whereRef('contents.id', '=', 's.id');
                  for (const argument of matched) {
                    text = text.where(({ eb: inner }) => holds(inner.ref('searchText'), argument));
                  }
                  return text.as('t');
                },
                (join) => join.onTrue(),
              )
              .selectAll('t')
              .$call((cards) => newestFirst(cards, 's'))
              .limit(limit)
              .as('f'),
          (join) => join.onTrue(),
        )
        .select(['n.candidates'])
        .selectAll('f'),
  );
  const candidates = Number(rows[0]?.candidates ?? 0);
  if (candidates >= sortedCandidateCap) return { rows: null };
  // A page without rows is one row of nulls beside the count (the left join).
  return { rows: rows.filter((row) => row.id !== null).map(({ candidates: _, ...card }) => card as CardRow) };
}
