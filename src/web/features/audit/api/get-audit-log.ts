import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AuditPage } from '#shared/schemas/audit.js';
import { apiRequest } from '#web/lib/api-client';
import { auditQuery, type AuditFilters } from '../audit-filters';
import { auditKeys } from '../query-keys';

export function getAuditLog(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  return apiRequest<AuditPage>(`${apiPaths.adminAudit}?${auditQuery(filters, cursor).toString()}`, {
    signal,
  });
}

/**
 * GET /api/admin/audit, 30 entries a page, newest first. Read afresh each time the screen opens:
 * the other tabs' changes add entries, and they do not know about this list.
 */
export function auditLogQueryOptions(filters: AuditFilters, enabled = true) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
    enabled,
  });
}

export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery(auditLogQueryOptions(filters, enabled));
}
