import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { MyLiveSettings } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { liveKeys } from '../query-keys';

/** GET /api/me/live: the member's reminder and calendar subscription. */
export function getMyLiveSettings(signal?: AbortSignal): Promise<MyLiveSettings> {
  return apiRequest<MyLiveSettings>(apiPaths.myLive, { signal });
}

export const myLiveSettingsQueryOptions = queryOptions({
  queryKey: liveKeys.mine(),
  queryFn: ({ signal }) => getMyLiveSettings(signal),
});

export function useMyLiveSettings() {
  return useQuery(myLiveSettingsQueryOptions);
}
