import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Unread } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { noticeKeys } from '../query-keys';

/** GET /api/me/unread: what is unread for the header badge (members only). */
export function getUnread(signal?: AbortSignal): Promise<Unread> {
  return apiRequest<Unread>(apiPaths.myUnread, { signal });
}

export const unreadQueryOptions = queryOptions({
  queryKey: noticeKeys.unread(),
  queryFn: ({ signal }) => getUnread(signal),
  // A notice staff post shows in the badge without a reload, within a few minutes.
  refetchInterval: 5 * 60 * 1000,
});

export function useUnread({ enabled }: { enabled: boolean }) {
  return useQuery({ ...unreadQueryOptions, enabled });
}
