// Keyset paging: a page says where the next one starts by the sort key of its last row, so the
// next page is read from the index at that point however deep it is (offset paging read and
// dropped every row before it). Opaque to the web app, which only hands it back.

/** Newest first: the new and featured lists, search. */
export type NewestKey = { order: 'newest'; date: string; createdAt: string; id: string };
/** Most viewed first: the popular list. */
export type PopularKey = { order: 'popular'; viewCount: number; date: string; id: string };
/** Search: contents whose title holds the words (rank 0) before the others (rank 1), each newest first. */
export type SearchKey = { order: 'search'; rank: number; date: string; createdAt: string; id: string };
export type ListKey = NewestKey | PopularKey | SearchKey;

export function keyOf(
  order: ListKey['order'],
  row: { date: string; createdAt: string; id: string; viewCount: number; rank?: number },
): ListKey {
  if (order === 'search')
    return { order, rank: row.rank ?? 1, date: row.date, createdAt: row.createdAt, id: row.id };
  return order === 'popular'
    ? { order, viewCount: row.viewCount, date: row.date, id: row.id }
    : { order, date: row.date, createdAt: row.createdAt, id: row.id };
}

export function encodeCursor(key: ListKey): string {
  const values =
    key.order === 'popular'
      ? ['p', key.viewCount, key.date, key.id]
      : key.order === 'search'
        ? ['s', key.rank, key.date, key.createdAt, key.id]
        : ['n', key.date, key.createdAt, key.id];
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 100;

/** The key a cursor names, if it is one of ours for this order; null for anything else. */
export function decodeCursor(cursor: string, order: ListKey['order']): ListKey | null {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values)) return null;
  if (order === 'search') {
    const [tag, rank, date, createdAt, id] = values as unknown[];
    const valid = values.length === 5 && tag === 's' && (rank === 0 || rank === 1);
    return valid && isText(date) && isText(createdAt) && isText(id)
      ? { order, rank: rank as number, date, createdAt, id }
      : null;
  }
  if (values.length !== 4) return null;
  const [tag, a, b, c] = values as unknown[];
  if (
    order === 'popular' &&
    tag === 'p' &&
    Number.isSafeInteger(a) &&
    (a as number) >= 0 &&
    isText(b) &&
    isText(c)
  ) {
    return { order, viewCount: a as number, date: b, id: c };
  }
  if (order === 'newest' && tag === 'n' && isText(a) && isText(b) && isText(c)) {
    return { order, date: a, createdAt: b, id: c };
  }
  return null;
}
