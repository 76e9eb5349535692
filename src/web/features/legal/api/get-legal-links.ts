import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LegalPageLinks } from '#shared/schemas/legal.js';
import { apiRequest } from '#web/lib/api-client';
import { legalQueryKeys } from '../query-keys';

/** GET /api/legal: the pages the owner has written (public). */
export const legalLinksQueryOptions = queryOptions({
  queryKey: legalQueryKeys.links,
  queryFn: ({ signal }) => apiRequest<LegalPageLinks>(apiPaths.legalPages, { signal }),
  staleTime: 60_000,
});

export function useLegalLinks() {
  return useQuery(legalLinksQueryOptions);
}
