import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LegalPageKey } from '#shared/legal-pages.js';
import type { LegalPage } from '#shared/schemas/legal.js';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { legalQueryKeys } from '../query-keys';

/** GET /api/legal/:page (public); a page the owner left empty answers 404. */
export const legalPageQueryOptions = (page: LegalPageKey) =>
  queryOptions({
    queryKey: legalQueryKeys.page(page),
    queryFn: ({ signal }) => apiRequest<LegalPage>(apiPaths.legalPage(page), { signal }),
    // "Not published" is an answer, not a hiccup: asking again would not change it.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function useLegalPage(page: LegalPageKey) {
  return useQuery(legalPageQueryOptions(page));
}
