import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminStatus } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { passphraseKeys } from '../query-keys';

/** What every admin screen warns about: next month without a passphrase (from 7 days before). */
export function getAdminStatus(signal?: AbortSignal): Promise<AdminStatus> {
  return apiRequest<AdminStatus>(apiPaths.adminStatus, { signal });
}

export const adminStatusQueryOptions = queryOptions({
  queryKey: passphraseKeys.status(),
  queryFn: ({ signal }) => getAdminStatus(signal),
});

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions);
}
