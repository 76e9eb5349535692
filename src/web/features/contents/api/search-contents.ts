import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentSearchPage } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

/** The server takes up to 100 characters; the search field stops there too. */
export const searchQueryMaxLength = 100;

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
    enabled: q !== '',
  });
}

export function useContentSearch(q: string) {
  return useInfiniteQuery(searchQueryOptions(q));
}
