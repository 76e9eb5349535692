import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { MyLiveSettings } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { liveQueryKey } from './get-live-overview';

export const myLiveSettingsQueryKey = [liveQueryKey, 'mine'] as const;

/** GET /api/me/live: the member's reminder and calendar subscription. */
export function getMyLiveSettings(signal?: AbortSignal): Promise<MyLiveSettings> {
  return apiRequest<MyLiveSettings>(apiPaths.myLive, { signal });
}

export const myLiveSettingsQueryOptions = queryOptions({
  queryKey: myLiveSettingsQueryKey,
  queryFn: ({ signal }) => getMyLiveSettings(signal),
});

export function useMyLiveSettings() {
  return useQuery(myLiveSettingsQueryOptions);
}
