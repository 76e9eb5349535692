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

// 30 s of freshness stops the home feed and lists from refetching on every tab switch.
const queryDefaults = {
  queries: { retry: retryOnce, staleTime: 30_000 },
  mutations: { retry: 0 },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
