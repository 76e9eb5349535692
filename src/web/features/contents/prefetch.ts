import type { QueryClient } from '@tanstack/react-query';
import type { ListName } from '#shared/schemas/contents.js';
import { queryParams } from '#web/config/paths';
import { contentListQueryOptions } from './api/get-content-list';
import { contentQueryOptions } from './api/get-content';
import { feedQueryOptions } from './api/get-feed';
import { parseCategory } from './components/category-tabs';
import { isLiveArchiveFilter } from './components/live-archive-filter';

// Started by the route loaders, so the data is on its way while the screen's code still loads.
// Never awaited: the screen shows its skeleton rather than holding the navigation.

export function prefetchFeed(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(feedQueryOptions);
}

export function prefetchContentList(queryClient: QueryClient, list: ListName, requestUrl: string): void {
  const params = new URL(requestUrl).searchParams;
  const category = parseCategory(params.get(queryParams.category));
  void queryClient.prefetchInfiniteQuery(
    contentListQueryOptions(list, category === 'all' ? undefined : category, isLiveArchiveFilter(params)),
  );
}

export function prefetchContent(queryClient: QueryClient, id: string | undefined): void {
  if (id) void queryClient.prefetchQuery(contentQueryOptions(id));
}
