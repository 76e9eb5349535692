import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { CommentsWaiting } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function getCommentsWaiting(signal?: AbortSignal): Promise<CommentsWaiting> {
  return apiRequest<CommentsWaiting>(apiPaths.adminCommentsWaiting, { signal });
}

/**
 * What waits for staff, for the count on the コメント tab: asked again every minute while the
 * admin screen is open (a member's question arrives without anyone telling staff), and after
 * every action on the tab (they refresh every comment key).
 */
export const commentsWaitingQueryOptions = queryOptions({
  queryKey: commentKeys.waiting(),
  queryFn: ({ signal }) => getCommentsWaiting(signal),
  staleTime: 0,
  refetchInterval: 60_000,
});

export function useCommentsWaiting() {
  return useQuery(commentsWaitingQueryOptions);
}
