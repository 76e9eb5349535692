import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths.js';
import type { SessionState } from '../../../../shared/schemas/auth.js';
import { apiRequest } from '../../../lib/api-client';

/** The one cache entry every guard and screen reads to know who is here. */
export const sessionQueryKey = ['session'] as const;

export function getSession(signal?: AbortSignal): Promise<SessionState> {
  return apiRequest<SessionState>(apiPaths.session, { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
