import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { UnreadReplies } from '#shared/schemas/comments.js';
import { apiRequest } from '#web/lib/api-client';
import { commentKeys } from '../query-keys';

export function getUnreadReplies(signal?: AbortSignal): Promise<UnreadReplies> {
  return apiRequest<UnreadReplies>(apiPaths.myUnreadReplies, { signal });
}

/** Staff replies to her she has not read: her part of the site's unread count. */
export const unreadRepliesQueryOptions = queryOptions({
  queryKey: commentKeys.unread(),
  queryFn: ({ signal }) => getUnreadReplies(signal),
  staleTime: 60_000,
});

export function useUnreadReplies(options: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadRepliesQueryOptions, enabled: options.enabled ?? true });
}
