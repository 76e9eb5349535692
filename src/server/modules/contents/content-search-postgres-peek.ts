// PostgreSQL's first statement of a search, the title's count and the newest 100: apart from the walk.
import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { matchArgument, matchShape } from './content-search-match.js';
import { holdsWords, walkRows, type Walk } from './content-search-postgres-walk.js';
import { newestFirst, type Position } from './newest-first.js';

// Named statements on PostgreSQL, as search's others (content-search-rank-page.ts).
const compiled = new CompiledQueries({ named: true });

export type TitleCountAndPeek = {
  /**
   * How many contents the index names for the title's grams, up to `cap`; null when not counted,
   * the words standing in so many of the newest titles that the whole library surely holds more.
   */
  titleCount: number | null;
  /** The newest contents holding the words beside their title, among the newest `peek`, at most `limit`. */
  rows: CardRow[];
  /** The last of those `peek` contents (where a walk goes on from); null when fewer exist. */
  until: Position | null;
  /** About how many walk rows there are (the planner's statistics); -1 before they are first gathered. */
  walkRows: number;
};

/**
 * At least this many of the newest `peek` titles holding the words, and as many in the library
 * would be past `many`: the title's count is then not asked. It read the words' whole posting
 * lists and a heap block for each of `cap` contents (1.2–1.3 ms of a 1.5 ms statement for a word
 * in 5 % of titles), only to learn that they are many.
 */
export const denseTitlesInPeek = 3;

/**
 * The two questions every first page asks (decision 36, revision 4), in one statement: how many
 * contents hold the words in their title (up to `cap`, from the index alone), and which of the
 * newest `peek` contents hold them beside it, with where those `peek` end. Asked apart they were
 * three statements (the count, the peek, its end) for the two thirds of queries whose words are in
 * no title, each with its round trip and its planning. Words in `denseTitlesInPeek` or more of
 * the newest titles, that many in every `peek` of the library's estimated size being more than
 * `many`, are not counted (titleCount null): the statement's CASE never runs the count then.
 */
export async function titleCountAndPeek(
  db: Db,
  page: {
    titleGrams: string[];
    words: string[];
    visibleAt: string;
    peek: number;
    cap: number;
    /** More title matches than this in the library, and their count tells nothing more. */
    many: number;
    limit: number;
  },
): Promise<TitleCountAndPeek> {
  const { titleGrams, words, visibleAt, peek, cap, many, limit } = page;
  const matched = words.map((word) => matchArgument(db, word));
  const walkTable = sql<number>`(select reltuples from pg_class where oid = 'content_search_walk'::regclass)`;
  const rows = await compiled.run(
    db,
    `title-count-peek|${matchShape(db, words)}`,
    [
      visibleAt,
      peek,
      denseTitlesInPeek,
      peek,
      many,
      titleGrams,
      cap,
      ...matched,
      1,
      peek - 1,
      ...matched,
      ...matched,
      limit,
    ],
    () =>
      db
        // Read once, for both the page and where it ends.
        .with(
          (cte) => cte('walked').materialized(),
          () => walkRows(db, visibleAt, null, peek),
        )
        .selectFrom((eb) => {
          const titleCount = db
            .selectFrom(
              db
                .selectFrom('contentSearchRows')
                .select('id')
                .where(sql<boolean>`content_search_pieces(search_grams) @> ${titleGrams}::text[]`)
                .limit(cap)
                .as('inTitle'),
            )
            .select((count) => count.fn.countAll<number>().as('count'));
          const inPeek = sql.ref<number>('p.inPeek');
          return eb
            .selectFrom(
              eb
                .selectFrom('walked')
                .select((count) => count.fn.countAll<number>().as('inPeek'))
                .where(holdsWords(0, matched))
                .as('p'),
            )
            .select(
              sql<
                number | null
              >`case when ${inPeek} >= ${denseTitlesInPeek} and ${inPeek} * ${walkTable} > ${peek}::float8 * ${many} then null else (${titleCount}) end`.as(
                'titleCount',
              ),
            )
            .as('n');
        })
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('walked')
              .select(['date as untilDate', 'createdAt as untilCreatedAt', 'id as untilId'])
              .$call(newestFirst)
              .limit(1)
              .offset(peek - 1)
              .as('e'),
          (join) => join.onTrue(),
        )
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom(
                eb
                  .selectFrom('walked')
                  .select(['id', 'date', 'createdAt'])
                  .where(holdsWords(1, matched))
                  .$call(newestFirst)
                  .limit(limit)
                  .as('s'),
              )
              .innerJoinLateral(
                (inner) =>
                  inner
                    .selectFrom('contents')
                    .select(cardColumns)
                    .whereRef('contents.id', '=', 's.id')
                    .as('t'),
                (join) => join.onTrue(),
              )
              .selectAll('t')
              .$call((cards) => newestFirst(cards, 's'))
              .as('f'),
          (join) => join.onTrue(),
        )
        .select(['n.titleCount', 'e.untilDate', 'e.untilCreatedAt', 'e.untilId'])
        .select(walkTable.as('walkRows'))
        .selectAll('f'),
  );
  const first = rows[0];
  return {
    titleCount: first?.titleCount === null ? null : Number(first?.titleCount ?? 0),
    walkRows: Number(first?.walkRows ?? -1),
    until:
      first?.untilId != null
        ? { date: first.untilDate!, createdAt: first.untilCreatedAt!, id: first.untilId }
        : null,
    // No row found beside the title is one row of nulls beside the count (the left join).
    rows: rows
      .filter((row) => row.id !== null)
      .map(
        ({ titleCount: _, untilDate: _d, untilCreatedAt: _c, untilId: _i, walkRows: _w, ...card }) =>
          card as CardRow,
      ),
  };
}

/**
 * The peek asked beside the title's count, cut to what rank 1 still needs: a walk's first batch as
 * `walkNewest` gives it (full: nothing more to read; else where its `peek` contents end).
 */
export function pageOfPeek<Row>(peeked: Walk<Row>, limit: number): Walk<Row> {
  return peeked.rows.length >= limit ? { rows: peeked.rows.slice(0, limit), until: null } : peeked;
}
