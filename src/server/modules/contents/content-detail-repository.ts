import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { hasPool, isDataException } from '#server/db/prepared-postgres.js';
import { ReadBatch } from '#server/db/read-batch.js';
import {
  categoryNewest,
  keptListFreshness,
  newestOfCategory,
  type Freshness,
  type KeepRelated,
  type KeptBesideAnswers,
} from './content-category-newest.js';
import { cardColumns, type CardRow, type ContentRow } from './content-repository.js';
import { isVisibleRow } from './content-visibility.js';
import type { ReadyVideo } from './hosted-videos.js';

// A content's page reads the content with its ready hosted video (if any) by its key, and takes
// the newest others of its category from a list kept for the second (content-category-newest.ts)
// when the route builds a shared answer; otherwise (a transaction, a staff preview on PostgreSQL,
// the lab) both in one statement (on PostgreSQL a named one, parsed once per connection). Before,
// that was two to four queries in a row, and the content was read with every column, search text
// and pieces included, which a page never shows (docs/decisions/0035-content-detail-in-one-read.md).

/** What a content's page shows of the content itself, and what decides whether members see it. */
const detailColumns = [
  ...cardColumns,
  'videoUrl',
  'videoId',
  'body',
  'status',
  'publishedAt',
] as const satisfies readonly (keyof ContentRow)[];
export type DetailRow = Pick<ContentRow, (typeof detailColumns)[number]>;

export type ContentDetailRead = {
  content: DetailRow;
  /** Published by `at`, and its hosted video (if any) ready: what members may see. */
  visible: boolean;
  /** Its hosted video, when it has one and it is ready. */
  readyVideo: ReadyVideo | null;
  /** The newest visible others of its category, newest first. */
  related: CardRow[];
};

const compiled = new CompiledQueries();

/** A content's own columns with its ready hosted video; the caller says which contents. */
function contentWithReadyVideo(db: Db) {
  return (
    db
      .selectFrom('contents as c')
      // Joined on its state so that a video not ready yet reads as none.
      .leftJoin('videos as v', (join) =>
        join.onRef('v.id', '=', 'c.videoId').on(sql<boolean>`${sql.ref('v.state')} = 'ready'`),
      )
      .select(detailColumns.map((column) => `c.${column}` as const))
      .select([
        sql<number>`0`.as('part'),
        'v.id as readyVideoId',
        'v.durationSeconds as readyVideoSeconds',
        'v.captionsKey as readyVideoCaptions',
      ])
  );
}

/**
 * The content with its ready video, and its related contents: the two parts of a page's read.
 * The related ones are of the content's own category, looked up in the statement.
 */
function detailParts(db: Db, id: string, at: string, relatedLimit: number) {
  const content = contentWithReadyVideo(db).where('c.id', '=', id);
  // The others of the same category, as the list of that category shows them (its index, in its
  // order).
  const related = newestOfCategory(db, at, relatedLimit)
    .select([
      sql<string | null>`null`.as('videoUrl'),
      sql<string | null>`null`.as('videoId'),
      sql<string | null>`null`.as('body'),
      sql<'draft' | 'published'>`null`.as('status'),
      sql<string>`null`.as('publishedAt'),
      sql<number>`1`.as('part'),
      sql<string | null>`null`.as('readyVideoId'),
      // Typed: PostgreSQL reads a bare null in a subquery as text, which a union with a number refuses.
      sql<number | null>`cast(null as real)`.as('readyVideoSeconds'),
      sql<string | null>`null`.as('readyVideoCaptions'),
    ])
    .where('category', '=', (eb) => eb.selectFrom('contents').select('category').where('id', '=', id))
    .where('id', '!=', id);
  return { content, related };
}

/** The page's statement: both parts in one (exported for its query-plan test). */
export function detailQuery(db: Db, id: string, at: string, relatedLimit: number) {
  const { content, related } = detailParts(db, id, at, relatedLimit);
  return content
    .unionAll(db.selectFrom(related.as('related')).selectAll())
    .orderBy(sql`part`)
    .orderBy(sql`date`, 'desc')
    .orderBy(sql`created_at`, 'desc')
    .orderBy(sql`id`, 'desc');
}

/**
 * A content, whether members may see it at `at`, its ready hosted video and up to `relatedLimit`
 * related contents; undefined for an id that is not there. The related ones are read whether or
 * not the content is visible (a staff preview shows them too).
 *
 * With `keep` and outside a transaction, the content by its key and its category's kept newest
 * (readWithKeptRelated); else one statement on both engines. SQLite prepares it once. PostgreSQL planned
 * the union in 0.4 ms against 0.17 ms for the two parts when it was sent unnamed, so it is sent
 * as a named statement: parsed once per connection; after five runs PostgreSQL may keep a generic
 * plan, and does for this one (content-detail-repository.api.test.ts) (measured: about
 * 1.7× the drawn pages a second of the three unnamed statements it replaced).
 */
export async function readContentDetail(
  db: Db,
  id: string,
  at: string,
  relatedLimit: number,
  keep?: KeepRelated,
): Promise<ContentDetailRead | undefined> {
  const fresh = keep && keptListFreshness(db, keep);
  if (keep && fresh) return readWithKeptRelated(db, id, at, relatedLimit, keep.answers, fresh);
  const rows = await compiled.run(
    db,
    `detail:${relatedLimit}`,
    [id, at, id, id],
    () => detailQuery(db, id, at, relatedLimit),
    { named: true, direct: true },
  );
  const [first, ...others] = rows;
  return first?.part === 0 ? detailFrom(first, others, at) : undefined;
}

type PartRow = Awaited<ReturnType<ReturnType<typeof detailParts>['content']['execute']>>[number];

function detailFrom(first: PartRow, related: CardRow[], at: string): ContentDetailRead {
  const { part: _part, readyVideoId, readyVideoSeconds, readyVideoCaptions, ...content } = first;
  const readyVideo =
    content.videoId !== null && readyVideoId !== null
      ? { id: readyVideoId, durationSeconds: readyVideoSeconds, captionsKey: readyVideoCaptions }
      : null;
  return {
    content,
    visible: isVisibleRow(content, at) && (content.videoId === null || readyVideo !== null),
    readyVideo,
    // The detail's own columns are null in these; a card reads only its own.
    related,
  };
}

/** The content by its key (with its ready video), then its category's kept newest. */
async function readWithKeptRelated(
  db: Db,
  id: string,
  at: string,
  relatedLimit: number,
  answers: KeptBesideAnswers,
  fresh: Freshness,
): Promise<ContentDetailRead | undefined> {
  const first = hasPool(db)
    ? await contentBatchOf(db).read(id)
    : (
        await compiled.run(db, 'detail-content', [id], () => contentPart(db, id), {
          named: true,
          direct: true,
        })
      )[0];
  if (!first) return undefined;
  const newest = await categoryNewest(db, first.category, at, relatedLimit + 1, answers, fresh);
  const related = newest.filter((row) => row.id !== id).slice(0, relatedLimit);
  return detailFrom(first, related, at);
}

const contentPart = (db: Db, id: string) => contentWithReadyVideo(db).where('c.id', '=', id);

const contentBatches = new WeakMap<Db, ReadBatch<string, PartRow>>();

/** On PostgreSQL the pages asked in one turn read their contents in one statement (read-batch.ts). */
function contentBatchOf(db: Db): ReadBatch<string, PartRow> {
  let batch = contentBatches.get(db);
  if (!batch) {
    batch = new ReadBatch(async (ids) => {
      const rows = await compiled.run(
        db,
        'detail-contents',
        [ids],
        () => contentWithReadyVideo(db).where('c.id', '=', (eb) => eb.fn.any(eb.val(ids))),
        { named: true },
      );
      return new Map(rows.map((row) => [row.id, row]));
    }, isDataException);
    contentBatches.set(db, batch);
  }
  return batch;
}
