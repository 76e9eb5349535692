import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// One retry hides a dropped phone connection without keeping people waiting on a real error;
// 30 s of freshness stops the home feed and lists from refetching on every tab switch.
export const queryDefaults = {
  queries: { retry: 1, staleTime: 30_000 },
  mutations: { retry: 0 },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
