import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Profile } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api-client';

export const profileQueryKey = ['me'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>(apiPaths.me, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
