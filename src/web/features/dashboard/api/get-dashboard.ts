import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Dashboard } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { dashboardKeys } from '../query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>(apiPaths.adminDashboard, { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.summary(),
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
