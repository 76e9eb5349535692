import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentProgramUsage } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

/** The programs whose days use a content, so the delete dialog can warn about them. */
export function getContentPrograms(id: string, signal?: AbortSignal): Promise<ContentProgramUsage> {
  return apiRequest<ContentProgramUsage>(apiPaths.adminContentPrograms(id), { signal });
}

export function contentProgramsQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.admin.programs(id),
    queryFn: ({ signal }) => getContentPrograms(id, signal),
    staleTime: 0,
  });
}

export function useContentPrograms(id: string | null) {
  return useQuery({ ...contentProgramsQueryOptions(id ?? ''), enabled: id !== null });
}
