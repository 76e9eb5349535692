import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { batchEnd, type Position } from './content-search-batch-end.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { holds, matchArgument, matchShape } from './content-search-match.js';
import { isVisibleInSearchRows, isVisibleInSearchWalk } from './content-visibility.js';

// PostgreSQL's walk through the newest contents (docs/decisions/0033-search-at-100000.md,
// 0036-postgresql-search-walks-first.md). Asked in one query, its planner takes the LIKE for rare
// (it cannot know how common a word is), reads the whole table and sorts it: 700 ms at 100,000
// contents for a word in a quarter of them. Between two keys of the date index it reads at most
// a batch of rows, whatever it guesses.

// Named statements on PostgreSQL, as search's others (content-search-repository.ts).
const compiled = new CompiledQueries({ named: true });

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
  const key = after ? [after.date, after.createdAt, after.id] : [];
  const rows = await compiled.run(
    db,
    `sorted|${matchShape(db, words)}|${after ? 'after' : ''}`,
    [grams, visibleAt, ...key, sortedCandidateCap, ...matched, ...matched, limit],
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
            return (
              after
                ? found.where(({ eb, refTuple, tuple }) =>
                    eb(
                      refTuple('date', 'createdAt', 'id'),
                      '<',
                      tuple(after.date, after.createdAt, after.id),
                    ),
                  )
                : found
            ).limit(sortedCandidateCap);
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
                  .orderBy('date', 'desc')
                  .orderBy('createdAt', 'desc')
                  .orderBy('id', 'desc')
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
              .orderBy('s.date', 'desc')
              .orderBy('s.createdAt', 'desc')
              .orderBy('s.id', 'desc')
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

/**
 * That a walked row holds every word (each bound as matchArgument gives it) in its title (rank 0),
 * or in its search text but not all in its title (rank 1): the title's matches are shown first,
 * apart.
 */
function holdsWords(rank: 0 | 1, matched: string[]) {
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
function walkRows(db: Db, visibleAt: string, after: Position | null, newest: number | undefined) {
  const visible = db
    .selectFrom('contentSearchWalk')
    .select(['id', 'date', 'createdAt', 'searchTitle', 'searchText'])
    .where(isVisibleInSearchWalk(visibleAt));
  if (newest === undefined) return visible;
  // Its own limit keeps the planner on the date index, reading no more than these rows.
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
    .limit(newest);
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
      if (after && newest === undefined) {
        found = found.where(({ eb: inner, refTuple, tuple }) =>
          inner(refTuple('date', 'createdAt', 'id'), '<', tuple(after.date, after.createdAt, after.id)),
        );
      }
      if (until) {
        found = found.where(({ eb: inner, refTuple, tuple }) =>
          inner(refTuple('date', 'createdAt', 'id'), '>=', tuple(until.date, until.createdAt, until.id)),
        );
      }
      return found
        .orderBy('date', 'desc')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .as('s');
    })
    .innerJoinLateral(
      (eb) => eb.selectFrom('contents').select(cardColumns).whereRef('contents.id', '=', 's.id').as('t'),
      (join) => join.onTrue(),
    )
    .selectAll('t')
    .orderBy('s.date', 'desc')
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc');
}

export type TitleCountAndPeek = {
  /** How many contents the index names for the title's grams, up to `cap`. */
  titleCount: number;
  /** The newest contents holding the words beside their title, among the newest `peek`, at most `limit`. */
  rows: CardRow[];
  /** The last of those `peek` contents (where a walk goes on from); null when fewer exist. */
  until: Position | null;
  /** About how many walk rows there are (the planner's statistics); -1 before they are first gathered. */
  walkRows: number;
};

/**
 * The two questions every first page asks (decision 36, revision 4), in one statement: how many
 * contents hold the words in their title (up to `cap`, from the index alone), and which of the
 * newest `peek` contents hold them beside it, with where those `peek` end. Asked apart they were
 * three statements (the count, the peek, its end) for the two thirds of queries whose words are in
 * no title, each with its round trip and its planning.
 */
export async function titleCountAndPeek(
  db: Db,
  page: {
    titleGrams: string[];
    words: string[];
    visibleAt: string;
    peek: number;
    cap: number;
    limit: number;
  },
): Promise<TitleCountAndPeek> {
  const { titleGrams, words, visibleAt, peek, cap, limit } = page;
  const matched = words.map((word) => matchArgument(db, word));
  const rows = await compiled.run(
    db,
    `title-count-peek|${matchShape(db, words)}`,
    [visibleAt, peek, titleGrams, cap, 1, peek - 1, ...matched, ...matched, limit],
    () =>
      db
        // Read once, for both the page and where it ends.
        .with(
          (cte) => cte('walked').materialized(),
          () => walkRows(db, visibleAt, null, peek),
        )
        .selectFrom((eb) =>
          eb
            .selectFrom(
              eb
                .selectFrom('contentSearchRows')
                .select('id')
                .where(sql<boolean>`content_search_pieces(search_grams) @> ${titleGrams}::text[]`)
                .limit(cap)
                .as('inTitle'),
            )
            .select((count) => count.fn.countAll<number>().as('titleCount'))
            .as('n'),
        )
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('walked')
              .select(['date as untilDate', 'createdAt as untilCreatedAt', 'id as untilId'])
              .orderBy('date', 'desc')
              .orderBy('createdAt', 'desc')
              .orderBy('id', 'desc')
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
                  .orderBy('date', 'desc')
                  .orderBy('createdAt', 'desc')
                  .orderBy('id', 'desc')
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
              .orderBy('s.date', 'desc')
              .orderBy('s.createdAt', 'desc')
              .orderBy('s.id', 'desc')
              .as('f'),
          (join) => join.onTrue(),
        )
        .select(['n.titleCount', 'e.untilDate', 'e.untilCreatedAt', 'e.untilId'])
        .select(
          sql<number>`(select reltuples from pg_class where oid = 'content_search_walk'::regclass)`.as(
            'walkRows',
          ),
        )
        .selectAll('f'),
  );
  const first = rows[0];
  return {
    titleCount: Number(first?.titleCount ?? 0),
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
