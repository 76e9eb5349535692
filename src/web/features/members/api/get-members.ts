import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminMemberList, AdminMemberQuery } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { memberKeys } from '../query-keys';

export function getMembers(query: AdminMemberQuery, signal?: AbortSignal): Promise<AdminMemberList> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return apiRequest<AdminMemberList>(`${apiPaths.adminMembers}${search ? `?${search}` : ''}`, { signal });
}

/** The list as it first opens: everyone, the newest first. */
export const firstMemberPage: AdminMemberQuery = {
  q: '',
  sort: 'joined',
  order: 'desc',
  filter: 'all',
  page: 1,
};

export const membersQueryOptions = (query: AdminMemberQuery) =>
  queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    // The page stays on screen while the next one comes: no jump at each key typed or page turned.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: AdminMemberQuery) {
  return useQuery(membersQueryOptions(query));
}
