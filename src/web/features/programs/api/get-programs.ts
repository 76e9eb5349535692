import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgramList } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

export function getPrograms(signal?: AbortSignal): Promise<ProgramList> {
  return apiRequest<ProgramList>(apiPaths.programs, { signal });
}

export const programsQueryOptions = queryOptions({
  queryKey: programKeys.list(),
  queryFn: ({ signal }) => getPrograms(signal),
  staleTime: 0,
});

export function usePrograms() {
  return useQuery(programsQueryOptions);
}
