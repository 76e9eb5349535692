import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgramDetail } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

export function getProgram(id: string, signal?: AbortSignal): Promise<ProgramDetail> {
  return apiRequest<ProgramDetail>(apiPaths.program(id), { signal });
}

/** Asked again whenever shown: a new day may have opened, or she did something elsewhere. */
export function programQueryOptions(id: string) {
  return queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: ({ signal }) => getProgram(id, signal),
    staleTime: 0,
  });
}

export function useProgram(id: string) {
  return useQuery(programQueryOptions(id));
}
