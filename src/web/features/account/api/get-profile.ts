import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Profile } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api-client';
import { accountKeys } from '../query-keys';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>(apiPaths.me, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: accountKeys.profile(),
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
