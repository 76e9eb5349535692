import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminProgramList } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

/** Every program, newest first, with its figures (members joined, reached day 7, completion). */
export function getAdminPrograms(signal?: AbortSignal): Promise<AdminProgramList> {
  return apiRequest<AdminProgramList>(apiPaths.adminPrograms, { signal });
}

export const adminProgramsQueryOptions = queryOptions({
  queryKey: programKeys.admin.list(),
  queryFn: ({ signal }) => getAdminPrograms(signal),
  staleTime: 0,
});

export function useAdminPrograms() {
  return useQuery(adminProgramsQueryOptions);
}
