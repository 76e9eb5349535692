import {
  onlineManager,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** How long a screen waits for the new answer before it opens anyway. */
const waitAtMostMs = 3_000;

/**
 * The loader of a screen whose form starts from a kept answer: when another screen changed what
 * it shows (the live lesson's time is on both 設定 and ライブレッスン) and so marked it stale, the
 * screen waits for the new answer. A form filled from the old one would send the old values back
 * on its next save. A kept answer still fresh is used at once. Offline, failing or slow (more than
 * three seconds), the screen opens without it, and a stale answer is dropped first so that the
 * form waits for a new one instead of filling from the old (the screen shows its spinner or its
 * problem, as for a first visit).
 */
export async function currentForEditing<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<null> {
  const kept = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const invalidated = kept?.state.isInvalidated ?? false;
  if (onlineManager.isOnline()) {
    const fetched = queryClient.fetchQuery(options).then(
      () => true,
      () => false,
    );
    const gaveUp = new Promise<false>((resolve) => setTimeout(() => resolve(false), waitAtMostMs));
    if (await Promise.race([fetched, gaveUp])) return null;
  }
  if (invalidated) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  return null;
}
