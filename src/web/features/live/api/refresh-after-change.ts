import type { QueryClient } from '@tanstack/react-query';
import type { AdminLiveSaved } from '#shared/schemas/live.js';
import { adminLiveQueryKey } from './get-admin-live';

/** The answer holds the new state; other screens that show the schedule read it again. */
export function refreshAfterChange(queryClient: QueryClient, saved: AdminLiveSaved) {
  queryClient.setQueryData(adminLiveQueryKey, saved.live);
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'live' || query.queryKey[0] === 'site-settings',
  });
}
