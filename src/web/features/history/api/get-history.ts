import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { HistoryList } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { historyKeys } from '../query-keys';

export function getHistory(signal?: AbortSignal): Promise<HistoryList> {
  return apiRequest<HistoryList>(apiPaths.history, { signal });
}

/** The member's last 20 views, newest first. Always refreshed when shown: every view changes it. */
export const historyQueryOptions = queryOptions({
  queryKey: historyKeys.list(),
  queryFn: ({ signal }) => getHistory(signal),
  staleTime: 0,
});

export function useHistory(options: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions, enabled: options.enabled ?? true });
}
