import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminLegalPages } from '#shared/schemas/legal.js';
import { apiRequest } from '#web/lib/api-client';
import { legalQueryKeys } from '../query-keys';

/** GET /api/admin/legal: all three pages, empty ones too (admins only). */
export const adminLegalPagesQueryOptions = queryOptions({
  queryKey: legalQueryKeys.admin,
  queryFn: ({ signal }) => apiRequest<AdminLegalPages>(apiPaths.adminLegalPages, { signal }),
});

export function useAdminLegalPages() {
  return useQuery(adminLegalPagesQueryOptions);
}
