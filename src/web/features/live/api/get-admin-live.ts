import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { liveKeys } from '../query-keys';

/** GET /api/admin/live: the schedule, お休み and 特別回 (past ones too), the next lessons. */
export function getAdminLive(signal?: AbortSignal): Promise<AdminLive> {
  return apiRequest<AdminLive>(apiPaths.adminLive, { signal });
}

export const adminLiveQueryOptions = queryOptions({
  queryKey: liveKeys.admin(),
  queryFn: ({ signal }) => getAdminLive(signal),
});

export function useAdminLive() {
  return useQuery(adminLiveQueryOptions);
}
