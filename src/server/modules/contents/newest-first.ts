// The newest-first order and a position in it, written once for every table and CTE that pages by it.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { SearchKey } from './list-cursor.js';

// The new list, search and both engines' walks page and stop by the same key, (date, created_at,
// id) descending: the id ends it, so contents that tie are never repeated or skipped. Each reads
// it from its own table (contents, content_search_rows, content_search_walk) or from a CTE over
// one, so the columns are named with sql.ref: Kysely cannot type one column across tables. The
// SQL is the same as when each query wrote it out.

/** A content's place in the newest-first order. */
export type Position = Pick<SearchKey, 'date' | 'createdAt' | 'id'>;

/** What olderThan and downTo bind for `position`, in their order (none without one). */
export function positionValues(position: Position | null | undefined): string[] {
  return position ? [position.date, position.createdAt, position.id] : [];
}

/** The contents after `position` in the order (older, or as old with a smaller key). */
export function olderThan(position: Position) {
  return sql<boolean>`(${sql.ref('date')}, ${sql.ref('createdAt')}, ${sql.ref('id')}) < (${position.date}, ${position.createdAt}, ${position.id})`;
}

/** The contents up to `position` in the order, itself included: where a walk's batch ends. */
export function downTo(position: Position) {
  return sql<boolean>`(${sql.ref('date')}, ${sql.ref('createdAt')}, ${sql.ref('id')}) >= (${position.date}, ${position.createdAt}, ${position.id})`;
}

/** `query` newest first; `table` names where the three columns come from when a join needs it. */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table?: string,
): SelectQueryBuilder<DB, TB, O> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return query
    .orderBy(column('date'), 'desc')
    .orderBy(column('createdAt'), 'desc')
    .orderBy(column('id'), 'desc');
}
