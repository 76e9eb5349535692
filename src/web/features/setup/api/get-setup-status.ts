import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { SetupStatus } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';
import { setupKeys } from '../query-keys';

/** Whether the first admin still has to be created. */
export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return apiRequest<SetupStatus>(apiPaths.setup, { signal });
}

export const setupStatusQueryOptions = queryOptions({
  queryKey: setupKeys.status(),
  queryFn: ({ signal }) => getSetupStatus(signal),
});

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions);
}
