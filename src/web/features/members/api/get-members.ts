import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminMemberList } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';

export const membersQueryKey = ['admin', 'members'] as const;

export function getMembers(signal?: AbortSignal): Promise<AdminMemberList> {
  return apiRequest<AdminMemberList>(apiPaths.adminMembers, { signal });
}

export const membersQueryOptions = queryOptions({
  queryKey: membersQueryKey,
  queryFn: ({ signal }) => getMembers(signal),
});

export function useMembers() {
  return useQuery(membersQueryOptions);
}
