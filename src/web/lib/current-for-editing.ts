import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The loader of a screen whose form starts from a kept answer: when another screen changed what
 * it shows (the live lesson's time is on both 設定 and ライブレッスン) and so marked it stale, the
 * screen waits for the new answer. A form filled from the old one would send the old values back
 * on its next save. A kept answer still fresh is used at once; a failed request is left to the
 * screen, which shows its problem as before.
 */
export async function currentForEditing<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<null> {
  await queryClient.fetchQuery(options).catch(() => undefined);
  return null;
}
