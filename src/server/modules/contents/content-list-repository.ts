import type { Category } from '#shared/categories.js';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { cardColumns, type CardRow } from './content-repository.js';
import { isVisibleTo } from './content-visibility.js';
import type { ListKey } from './list-cursor.js';
import { newestFirst, olderThan, positionValues } from './newest-first.js';

export type ContentListQuery = {
  order: 'newest' | 'popular';
  /** Only contents members may see at this instant (content-visibility.ts). */
  visibleAt: string;
  category?: Category | undefined;
  featuredOnly?: boolean;
  /** Live archives only (ライブアーカイブ). */
  liveArchiveOnly?: boolean;
  limit: number;
  /** Rows after this one in the list's order (keyset paging); the first page without it. */
  after?: Exclude<ListKey, { order: 'search' }> | null;
};

const compiled = new CompiledQueries();

/**
 * The feed and list query: each shape is served by one of the contents_* indexes, read from the
 * cursor's position onwards. The id ends every order, so pages never repeat or skip a content
 * that ties with another.
 */
export function contentListQuery(db: Db, query: ContentListQuery) {
  let builder = db.selectFrom('contents').select(cardColumns).where(isVisibleTo(query.visibleAt));
  if (query.category) builder = builder.where('category', '=', query.category);
  if (query.featuredOnly) builder = builder.where('isFeatured', '=', 1);
  if (query.liveArchiveOnly) builder = builder.where('liveLessonDate', 'is not', null);
  const after = query.after;
  if (after?.order === 'popular') {
    builder = builder.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('viewCount', 'date', 'id'), '<', tuple(after.viewCount, after.date, after.id)),
    );
  } else if (after?.order === 'newest') {
    builder = builder.where(olderThan(after));
  }
  builder =
    query.order === 'popular'
      ? builder.orderBy('viewCount', 'desc').orderBy('date', 'desc').orderBy('id', 'desc')
      : newestFirst(builder);
  return builder.limit(query.limit);
}

/** The values contentListQuery binds, in its order. */
function boundValues(query: ContentListQuery): unknown[] {
  const after = query.after;
  const key = after?.order === 'popular' ? [after.viewCount, after.date, after.id] : positionValues(after);
  return [
    query.visibleAt,
    ...(query.category ? [query.category] : []),
    ...(query.featuredOnly ? [1] : []),
    ...key,
    query.limit,
  ];
}

export async function listContents(db: Db, query: ContentListQuery): Promise<CardRow[]> {
  if (query.after && query.after.order !== query.order) throw new Error('cursor of another order');
  const shape = [
    query.order,
    query.category ? 'c' : '',
    query.featuredOnly ? 'f' : '',
    query.liveArchiveOnly ? 'l' : '',
    query.after ? 'a' : '',
  ];
  return compiled.run(db, shape.join('|'), boundValues(query), () => contentListQuery(db, query));
}
