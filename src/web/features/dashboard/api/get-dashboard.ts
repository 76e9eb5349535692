import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Dashboard } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>(apiPaths.adminDashboard, { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
