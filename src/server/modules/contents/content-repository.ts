import type { Insertable, Selectable } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import { databaseKind, type Db } from '#server/db/database.js';
import type { ContentTable } from '#server/db/schema.js';
import { foldForSearch, searchDocument } from '#server/db/search-fold.js';
import { searchGramsColumn } from '#server/db/search-grams.js';

export type ContentRow = Selectable<ContentTable>;
/** A new row as callers give it: the search text is derived here, never passed in. */
export type NewContent = Omit<Insertable<ContentTable>, 'searchText' | 'searchTitle' | 'searchGrams'>;

/**
 * Writes contents (the admin's post, the samples, test data alike). With `skipExisting`, an id
 * already there is left alone, so two processes seeding an empty database at once do not clash.
 * Returns the rows written.
 */
export async function insertContents(
  db: Db,
  contents: readonly NewContent[],
  options: { skipExisting?: boolean } = {},
): Promise<ContentRow[]> {
  if (contents.length === 0) return [];
  const insert = db
    .insertInto('contents')
    .values(contents.map((content) => ({ ...content, ...searchColumnsOf(db, content) })));
  const guarded = options.skipExisting
    ? insert.onConflict((conflict) => conflict.column('id').doNothing())
    : insert;
  return guarded.returningAll().execute();
}

export async function insertContent(db: Db, content: NewContent): Promise<ContentRow> {
  const [row] = await insertContents(db, [content]);
  return row!;
}

export async function countContents(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('contents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const compiled = new CompiledQueries();

/** What a card needs, and the sort keys that page lists. */
export const cardColumns = [
  'id',
  'title',
  'category',
  'type',
  'date',
  'description',
  'thumbnail',
  'viewCount',
  'isFeatured',
  'createdAt',
  'liveLessonDate',
] as const satisfies readonly (keyof ContentTable)[];
export type CardRow = Pick<ContentRow, (typeof cardColumns)[number]>;

/**
 * A card and what decides whether a member may see it, named through the `contents` table for a
 * list joined to it (favorites, history). Not `selectAll`: a list of up to 500 read every article's
 * text only to show its card, which was the mixed load's largest allocation (decision 38, revision of
 * 2026-11-27).
 */
export const visibleCardColumns = ([...cardColumns, 'status', 'publishedAt', 'videoId'] as const).map(
  (column) => `contents.${column}` as const,
);

export async function findContentById(db: Db, id: string): Promise<ContentRow | undefined> {
  const [row] = await compiled.run(db, 'by-id', [id], () =>
    db.selectFrom('contents').selectAll().where('id', '=', id),
  );
  return row;
}

export async function existingContentIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('contents').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * What search matches against (search-fold.ts): the title, description and article text folded
 * (widths, capitals, kana), and the folded title alone for ranking. Set on every write. On
 * PostgreSQL also the index's pieces, which its GIN index splits (search-grams.ts); SQLite's
 * index is fed by a trigger from search_text, so the column stays empty there.
 */
export function searchColumnsOf(db: Db, content: Pick<NewContent, 'title' | 'description' | 'body'>) {
  const searchText = searchDocument({
    title: content.title,
    description: content.description ?? '',
    body: content.body ?? null,
  });
  return {
    searchText,
    searchTitle: foldForSearch(content.title),
    ...(databaseKind(db) === 'postgres' ? { searchGrams: searchGramsColumn(searchText) } : {}),
  };
}

/** A video's link and thumbnail, for fetching YouTube's image; undefined for an article or a gone id. */
export async function findVideoThumbnail(db: Db, id: string) {
  return db
    .selectFrom('contents')
    .select(['videoUrl', 'thumbnail'])
    .where('id', '=', id)
    .where('type', '=', 'video')
    .executeTakeFirst();
}

/**
 * Sets a fetched thumbnail only while the video still has none and still has the link it was
 * fetched for (staff may have uploaded one or changed the video meanwhile). True when it was set.
 */
export async function setFetchedThumbnail(
  db: Db,
  id: string,
  fetchedFor: { videoUrl: string | null; thumbnail: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('contents')
    .set({ thumbnail: fetchedFor.thumbnail })
    .where('id', '=', id)
    .where('thumbnail', 'is', null)
    .where('videoUrl', '=', fetchedFor.videoUrl)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Videos still without a thumbnail, most recently changed first. */
export async function videosWithoutThumbnail(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contents')
    .select('id')
    .where('type', '=', 'video')
    .where('thumbnail', 'is', null)
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the member has starred this content, for its detail (the favorites module keeps the list). */
export async function isFavorite(db: Db, userId: string, contentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('contentId')
    .where('userId', '=', userId)
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  return row !== undefined;
}
