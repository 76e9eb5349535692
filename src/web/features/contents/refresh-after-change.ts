import type { QueryClient } from '@tanstack/react-query';
import { isSessionQuery } from '#web/lib/shared-query-keys';

/**
 * A content shows on many screens (admin list, member feeds, lists, favorites, history): after a
 * change every cached answer but the session is marked stale and the ones on screen refetch.
 */
export function refreshAfterContentChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query) });
}
