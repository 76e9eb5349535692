import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { LiveOverview } from '#shared/schemas/live.js';
import { apiRequest } from '#web/lib/api-client';
import { liveKeys } from '../query-keys';

/** The answer plus how far the phone's clock is from the server's (server − phone, in ms). */
export type LiveOverviewData = LiveOverview & { clockOffsetMs: number };

/** GET /api/live: the next lesson, where now stands, the join link, the latest archive. */
export async function getLiveOverview(signal?: AbortSignal): Promise<LiveOverviewData> {
  const overview = await apiRequest<LiveOverview>(apiPaths.live, { signal });
  // A phone's clock may be minutes off (or set by hand): the countdown runs on the server's.
  return { ...overview, clockOffsetMs: Date.parse(overview.now) - Date.now() };
}

export const liveOverviewQueryOptions = queryOptions({
  queryKey: liveKeys.overview(),
  queryFn: ({ signal }) => getLiveOverview(signal),
  // お休み or a new time set by staff reach a page left open.
  refetchInterval: 5 * 60_000,
});

export function useLiveOverview() {
  return useQuery(liveOverviewQueryOptions);
}
