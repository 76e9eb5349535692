import type { QueryClient } from '@tanstack/react-query';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * `data` with every content of this id showing the new count: cards in the feed, lists, search,
 * favorites, history, related contents, the detail itself and the admin list alike. Parts that do
 * not change stay the same objects, and data without the content comes back as it was.
 */
export function withViewCount<T>(data: T, id: string, viewCount: number): T {
  if (Array.isArray(data)) {
    const items = data.map((item: unknown) => withViewCount(item, id, viewCount));
    return (items.some((item, index) => item !== data[index]) ? items : data) as T;
  }
  if (!isPlainObject(data)) return data;
  let changed: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    const next = withViewCount(value, id, viewCount);
    if (next !== value) (changed ??= { ...data })[key] = next;
  }
  if (data.id === id && typeof data.viewCount === 'number' && data.viewCount !== viewCount) {
    (changed ??= { ...data }).viewCount = viewCount;
  }
  return (changed ?? data) as T;
}

/**
 * Writes a content's new view count into every cached answer that shows it, so the list one goes
 * back to shows it at once. Each answer keeps its age: it refetches when it would have anyway.
 */
export function showViewCountEverywhere(queryClient: QueryClient, id: string, viewCount: number): void {
  for (const query of queryClient.getQueryCache().findAll()) {
    const data = query.state.data;
    const updated = withViewCount(data, id, viewCount);
    if (updated !== data) {
      queryClient.setQueryData(query.queryKey, updated, { updatedAt: query.state.dataUpdatedAt });
    }
  }
}
