import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminMemberList } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { memberKeys } from '../query-keys';

export function getMembers(signal?: AbortSignal): Promise<AdminMemberList> {
  return apiRequest<AdminMemberList>(apiPaths.adminMembers, { signal });
}

export const membersQueryOptions = queryOptions({
  queryKey: memberKeys.list(),
  queryFn: ({ signal }) => getMembers(signal),
});

export function useMembers() {
  return useQuery(membersQueryOptions);
}
