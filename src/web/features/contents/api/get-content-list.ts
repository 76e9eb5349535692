import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Category } from '#shared/categories.js';
import type { ContentPage, ListName } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

type ListRequest = {
  list: ListName;
  category?: Category | undefined;
  liveArchive?: boolean;
  cursor: string | null;
};

export function getContentList({ list, category, liveArchive, cursor }: ListRequest, signal?: AbortSignal) {
  const query = new URLSearchParams({ list });
  if (category) query.set('category', category);
  if (liveArchive) query.set('archive', 'live');
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ContentPage>(`${apiPaths.contents}?${query.toString()}`, { signal });
}

/** 新着 / 注目 / 人気, optionally one category and/or live archives only, a page of 20 at a time. */
export function contentListQueryOptions(list: ListName, category: Category | undefined, liveArchive = false) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(list, category, liveArchive),
    queryFn: ({ pageParam, signal }) =>
      getContentList({ list, category, liveArchive, cursor: pageParam }, signal),
    // Each page names where the next one starts.
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useContentList(list: ListName, category: Category | undefined, liveArchive = false) {
  return useInfiniteQuery(contentListQueryOptions(list, category, liveArchive));
}
