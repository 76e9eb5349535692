import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { StaffList } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client';
import { staffKeys } from '../query-keys';

/** GET /api/admin/staff: staff with their roles, and the invitations still waiting. */
export function getStaff(signal?: AbortSignal): Promise<StaffList> {
  return apiRequest<StaffList>(apiPaths.adminStaff, { signal });
}

export const staffQueryOptions = queryOptions({
  queryKey: staffKeys.list(),
  queryFn: ({ signal }) => getStaff(signal),
});

export function useStaff() {
  return useQuery(staffQueryOptions);
}
