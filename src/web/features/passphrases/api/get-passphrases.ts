import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { PassphraseMonths } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { passphraseKeys } from '../query-keys';

/** Past months that have a passphrase, this month and the next 12, oldest first. */
export function getPassphrases(signal?: AbortSignal): Promise<PassphraseMonths> {
  return apiRequest<PassphraseMonths>(apiPaths.adminPassphrases, { signal });
}

export const passphrasesQueryOptions = queryOptions({
  queryKey: passphraseKeys.list(),
  queryFn: ({ signal }) => getPassphrases(signal),
});

export function usePassphrases() {
  return useQuery(passphrasesQueryOptions);
}
