import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { databaseKind, type Db } from '#server/db/database.js';
import { writeWatchOf } from '#server/db/write-watch.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { isVisibleTo } from './content-visibility.js';

// The newest others of a content's category, which its page shows as related contents: kept for
// the second beside the shared answers, and dropped as soon as anything they show may have
// changed (docs/decisions/0035-content-detail-in-one-read.md).

const compiled = new CompiledQueries();

/**
 * What tells a list kept beside the shared answers that it went stale (SharedAnswers: a staff
 * change forgets everything, a counted view the answers showing its content).
 */
export type KeptBesideAnswers = {
  readonly mark: number;
  forgotSince(mark: number, contentIds: Iterable<string>): boolean;
};

/** What the route gives for its category's newest to be kept (outside a transaction). */
export type KeepRelated = {
  answers: KeptBesideAnswers;
  /**
   * When the page was asked (performance.now()): on SQLite another process's commit made before
   * then must show, so the list is checked against a reading of them taken since.
   */
  askedAt: number;
  /**
   * For the shared answer being built (PostgreSQL), in the app clock's ms: when its second began
   * (answerSecond) and now. PostgreSQL tells this process nothing of another's commit, so a list
   * serves an answer only when read since that answer's second began: the answer, served to the
   * end of its second, is then never more than a second behind another process's change, as any
   * shared answer (content-answers.ts). Without it (a staff preview) PostgreSQL reads it all anew.
   */
  answer?: { secondBegan: number; now: number };
};

/**
 * Whether a kept list still holds: `stamp` is what a list read now is kept with, `holds` tells
 * whether one kept with another stamp may serve this read. Undefined where none may be kept.
 */
export type Freshness = { stamp: number; holds: (kept: number) => boolean };

export function keptListFreshness(db: Db, { askedAt, answer }: KeepRelated): Freshness | undefined {
  // A transaction's handle reads in one statement on both engines (it has no write watch either).
  if (db.isTransaction) return undefined;
  if (databaseKind(db) === 'sqlite') {
    const watch = writeWatchOf(db);
    if (!watch) return undefined;
    // Any commit by another connection since the list was read drops it (SQLite's data_version).
    const otherCommits = watch.otherCommitsSince(askedAt);
    return { stamp: otherCommits, holds: (kept) => kept === otherCommits };
  }
  return answer && { stamp: answer.now, holds: (readAt) => readAt >= answer.secondBegan };
}

/**
 * A category's newest visible contents at `at`, one more than a page shows (the page's own
 * content may be among them), kept for the second `at` names and no longer than a shared answer
 * (content-answers.ts). Every page of a category asks the same few rows; at 100,000 contents drawn
 * at random, reading them for each fresh page was a third of its statement. Dropped as soon as
 * anything could have changed them: the shared answers forgot everything or one of these contents
 * (a staff change, a view counted here), or (SQLite) another connection committed (another app
 * process or a command, SQLite's data_version, the reading the session cache uses); on PostgreSQL
 * a list serves only answers whose second began before it was read (KeepRelated.answer). Without
 * that, a list read just before another process's write could build answers for another second,
 * and a page then show it two seconds late instead of the shared answers' one
 * (docs/decisions/0035-content-detail-in-one-read.md, revisions of the night and of 27 November).
 */
type KeptRelated = { until: number; mark: number; stamp: number; ids: string[]; rows: CardRow[] };
const keptRelated = new WeakMap<Db, Map<string, KeptRelated>>();
const keptRelatedMs = 1000;

export async function categoryNewest(
  db: Db,
  category: CardRow['category'],
  at: string,
  limit: number,
  answers: KeptBesideAnswers,
  fresh: Freshness,
): Promise<CardRow[]> {
  let kept = keptRelated.get(db);
  if (!kept) {
    kept = new Map();
    keptRelated.set(db, kept);
  }
  const key = `${category}\n${at}\n${limit}`;
  const now = performance.now();
  const found = kept.get(key);
  if (found && found.until > now && fresh.holds(found.stamp) && !answers.forgotSince(found.mark, found.ids))
    return found.rows;
  // Both taken before the read: a change while it runs leaves the list marked older, never newer.
  const mark = answers.mark;
  const rows = await compiled.run(
    db,
    `detail-category:${limit}`,
    [at, category],
    () => categoryNewestQuery(db, category, at, limit),
    { named: true, direct: true },
  );
  // A handful of categories a second: what has expired goes as new lists come.
  for (const [old, { until }] of kept) if (until <= now) kept.delete(old);
  kept.set(key, {
    until: now + keptRelatedMs,
    mark,
    stamp: fresh.stamp,
    ids: rows.map((row) => row.id),
    rows,
  });
  return rows;
}

/**
 * The newest contents visible at `at`, as a category's list shows them (its index, in its order):
 * the related part of a page's statement and the category's kept newest both start from it.
 */
export function newestOfCategory(db: Db, at: string, limit: number) {
  return (
    db
      .selectFrom('contents')
      .select(cardColumns)
      .where(isVisibleTo(at))
      .orderBy('date', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      // Written into the statement, not bound: SQLite reads a bound LIMIT on a subquery as unknown
      // and the statement cost three times as much (90 µs instead of 30 µs at 100,000 contents).
      .limit(sql.lit(limit))
  );
}

/** A category's newest visible contents (exported for its query-plan test). */
export function categoryNewestQuery(db: Db, category: CardRow['category'], at: string, limit: number) {
  return newestOfCategory(db, at, limit).where('category', '=', category);
}
