import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onFirstScreen } from './first-answers';

/**
 * One retry hides a dropped phone connection without keeping people waiting on a real error. An
 * answer the server meant (not found, sign in first, bad input) is final: asking again changes nothing.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * On the page's first screen (decision 31), a section that mounts does not ask again for an answer
 * fetched under a second and a half ago and not invalidated since: its loader has just put the
 * page's answer in the cache, and asking again would fetch it over the network and render the
 * screen a second time. Afterwards, stale answers are asked again on every mount, as always.
 */
export const justFetchedMs = 1_500;
export function refetchOnMount(query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) {
  if (!onFirstScreen()) return true;
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
