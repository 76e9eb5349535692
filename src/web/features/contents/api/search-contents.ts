import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { canSearch } from '#shared/checks/search-checks.js';
import type { ContentSearchPage } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

export function searchContents(
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContentSearchPage> {
  const query = new URLSearchParams({ q });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ContentSearchPage>(`${apiPaths.contentSearch}?${query.toString()}`, { signal });
}

/** Contents whose title, description or article text contains the words (kana folded, title matches first). */
export function searchQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: contentKeys.search(q),
    queryFn: ({ pageParam, signal }) => searchContents(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Nine words from a bookmark are refused here as the server would refuse them.
    enabled: canSearch(q),
  });
}

export function useContentSearch(q: string) {
  return useInfiniteQuery(searchQueryOptions(q));
}
