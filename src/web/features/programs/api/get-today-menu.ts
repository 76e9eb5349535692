import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { TodayMenu } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

export function getTodayMenu(signal?: AbortSignal): Promise<TodayMenu> {
  return apiRequest<TodayMenu>(apiPaths.todayMenu, { signal });
}

/** 今日のメニュー on the home screen, for members. */
export const todayMenuQueryOptions = queryOptions({
  queryKey: programKeys.today(),
  queryFn: ({ signal }) => getTodayMenu(signal),
  staleTime: 0,
});

export function useTodayMenu(options: { enabled: boolean }) {
  return useQuery({ ...todayMenuQueryOptions, enabled: options.enabled });
}
