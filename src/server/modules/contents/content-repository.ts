import { sql, type Insertable, type Selectable } from 'kysely';
import type { Category } from '../../../shared/categories.js';
import type { Db } from '../../db/database.js';
import type { ContentTable } from '../../db/schema.js';

export type ContentRow = Selectable<ContentTable>;
/** A new row as callers give it: the search text is derived here, never passed in. */
export type NewContent = Omit<Insertable<ContentTable>, 'searchText'>;

export type ContentListQuery = {
  order: 'newest' | 'popular';
  category?: Category | undefined;
  featuredOnly?: boolean;
  liveArchiveOnly?: boolean;
  limit: number;
  offset?: number;
};

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
    .values(contents.map((content) => ({ ...content, searchText: searchTextOfRow(content) })));
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

export async function findContentById(db: Db, id: string): Promise<ContentRow | undefined> {
  return db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function existingContentIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('contents').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The feed and list query: each shape is served by one of the contents_* indexes. The id ends
 * every order, so pages never repeat or skip a content that ties with another.
 */
export function contentListQuery(db: Db, query: ContentListQuery) {
  let builder = db.selectFrom('contents').selectAll();
  if (query.category) builder = builder.where('category', '=', query.category);
  if (query.featuredOnly) builder = builder.where('isFeatured', '=', 1);
  if (query.liveArchiveOnly) builder = builder.where('liveLessonDate', 'is not', null);
  builder =
    query.order === 'popular'
      ? builder.orderBy('viewCount', 'desc').orderBy('date', 'desc').orderBy('id', 'desc')
      : builder.orderBy('date', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc');
  return builder.limit(query.limit).offset(query.offset ?? 0);
}

export async function listContents(db: Db, query: ContentListQuery): Promise<ContentRow[]> {
  return contentListQuery(db, query).execute();
}

/** What search matches against: full-width and half-width, capitals and small letters alike. */
export function searchTextOf(title: string, description: string): string {
  return `${title}\n${description}`.normalize('NFKC').toLowerCase();
}

function searchTextOfRow(content: Pick<NewContent, 'title' | 'description'>): string {
  return searchTextOf(content.title, content.description ?? '');
}

/** Escapes LIKE's wildcards so a search for "100%" means those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Contents whose title or description contains the words, anywhere: Japanese has no spaces
 * between words, so parts of words must match. Several words (split on spaces) must all match.
 */
export async function searchContents(
  db: Db,
  query: string,
  limit: number,
  offset: number,
): Promise<ContentRow[]> {
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  let builder = db.selectFrom('contents').selectAll();
  for (const word of words) {
    const pattern = likePattern(word);
    builder = builder.where((eb) => sql<boolean>`${eb.ref('searchText')} like ${pattern} escape '\\'`);
  }
  return builder
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function relatedContents(db: Db, content: ContentRow, limit: number): Promise<ContentRow[]> {
  return db
    .selectFrom('contents')
    .selectAll()
    .where('category', '=', content.category)
    .where('id', '!=', content.id)
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
