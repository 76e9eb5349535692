import type { Insertable, Selectable } from 'kysely';
import { CompiledQueries } from '../../db/compiled-queries.js';
import type { Db } from '../../db/database.js';
import type { ContentTable } from '../../db/schema.js';

export type ContentRow = Selectable<ContentTable>;
export type NewContent = Insertable<ContentTable>;

export async function insertContent(db: Db, content: NewContent): Promise<void> {
  await db.insertInto('contents').values(content).execute();
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
] as const satisfies readonly (keyof ContentTable)[];
export type CardRow = Pick<ContentRow, (typeof cardColumns)[number]>;

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

/** What search matches against: full-width and half-width, capitals and small letters alike. */
export function searchTextOf(title: string, description: string): string {
  return `${title}\n${description}`.normalize('NFKC').toLowerCase();
}

/** Adds one view atomically (two members reading at once both count) and returns the new count. */
export async function addView(db: Db, id: string): Promise<number | undefined> {
  const row = await db
    .updateTable('contents')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .returning('viewCount')
    .executeTakeFirst();
  return row?.viewCount;
}
