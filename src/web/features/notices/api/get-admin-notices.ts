import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminNoticeList } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { noticeKeys } from '../query-keys';

/** GET /api/admin/notices: every notice with its state, for staff. */
export function getAdminNotices(signal?: AbortSignal): Promise<AdminNoticeList> {
  return apiRequest<AdminNoticeList>(apiPaths.adminNotices, { signal });
}

export const adminNoticesQueryOptions = queryOptions({
  queryKey: noticeKeys.admin(),
  queryFn: ({ signal }) => getAdminNotices(signal),
});

export function useAdminNotices() {
  return useQuery(adminNoticesQueryOptions);
}
