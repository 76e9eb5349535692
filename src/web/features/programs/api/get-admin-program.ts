import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminProgram } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

export function getAdminProgram(id: string, signal?: AbortSignal): Promise<AdminProgram> {
  return apiRequest<AdminProgram>(apiPaths.adminProgram(id), { signal });
}

export function adminProgramQueryOptions(id: string) {
  return queryOptions({
    queryKey: programKeys.admin.detail(id),
    queryFn: ({ signal }) => getAdminProgram(id, signal),
    staleTime: 0,
  });
}

export function useAdminProgram(id: string) {
  return useQuery(adminProgramQueryOptions(id));
}
