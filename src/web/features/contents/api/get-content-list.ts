import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths.js';
import type { Category } from '../../../../shared/categories.js';
import type { ContentPage, ListName } from '../../../../shared/schemas/contents.js';
import { apiRequest } from '../../../lib/api-client';
import { contentsQueryKey } from '../query-key';

type ListRequest = { list: ListName; category?: Category | undefined; liveArchive?: boolean; offset: number };

export function getContentList({ list, category, liveArchive, offset }: ListRequest, signal?: AbortSignal) {
  const query = new URLSearchParams({ list });
  if (category) query.set('category', category);
  if (liveArchive) query.set('archive', 'live');
  if (offset > 0) query.set('offset', String(offset));
  return apiRequest<ContentPage>(`${apiPaths.contents}?${query.toString()}`, { signal });
}

/** 新着 / 注目 / 人気, optionally one category and/or live archives only, a page of 20 at a time. */
export function contentListQueryOptions(list: ListName, category: Category | undefined, liveArchive = false) {
  return infiniteQueryOptions({
    queryKey: [contentsQueryKey, 'list', list, category ?? 'all', ...(liveArchive ? ['live-archive'] : [])],
    queryFn: ({ pageParam, signal }) =>
      getContentList({ list, category, liveArchive, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });
}

export function useContentList(list: ListName, category: Category | undefined, liveArchive = false) {
  return useInfiniteQuery(contentListQueryOptions(list, category, liveArchive));
}
