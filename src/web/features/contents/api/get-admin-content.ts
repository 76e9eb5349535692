import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { contentKeys } from '../query-keys';

/** One content as the edit form needs it (the link as typed, the raw body, the thumbnail key). */
export function getAdminContent(id: string, signal?: AbortSignal): Promise<AdminContent> {
  return apiRequest<AdminContent>(apiPaths.adminContent(id), { signal });
}

export function adminContentQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.admin.detail(id),
    queryFn: ({ signal }) => getAdminContent(id, signal),
  });
}

export function useAdminContent(id: string) {
  return useQuery(adminContentQueryOptions(id));
}
