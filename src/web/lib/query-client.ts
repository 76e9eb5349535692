import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One retry hides a dropped phone connection without keeping people waiting on a real error. An
 * answer the server meant (not found, sign in first, bad input) is final: asking again changes nothing.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A screen that mounts asks again for a stale answer, except one fetched under a second and a half
 * ago and not invalidated since: a loader has just put it in the cache (from the page's own answers
 * or the network), and asking again would only render the screen a second time (decision 31).
 */
export const justFetchedMs = 1_500;
export function refetchOnMount(query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) {
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= justFetchedMs;
}

// 30 s of freshness stops the home feed and lists from refetching on every tab switch.
const queryDefaults = {
  queries: { retry: retryOnce, staleTime: 30_000, refetchOnMount },
  mutations: { retry: 0 },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
