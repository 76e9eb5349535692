import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { NoticeList } from '#shared/schemas/notices.js';
import { apiRequest } from '#web/lib/api-client';
import { noticeKeys } from '../query-keys';

/** GET /api/notices: newest first, with her read state and the one home shows. */
export function getNotices(signal?: AbortSignal): Promise<NoticeList> {
  return apiRequest<NoticeList>(apiPaths.notices, { signal });
}

export const noticesQueryOptions = queryOptions({
  queryKey: noticeKeys.list(),
  queryFn: ({ signal }) => getNotices(signal),
});

export function useNotices() {
  return useQuery(noticesQueryOptions);
}
