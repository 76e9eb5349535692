import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminLiveSaved } from '#shared/schemas/live.js';
import { siteSettingsQueryKey } from '#web/lib/shared-query-keys';
import { liveKeys } from '../query-keys';

/**
 * The answer holds the new state; other screens that show the schedule (live cards, the site
 * settings) read it again. The staff screen's own answer, just written, is not asked for twice.
 */
export function refreshAfterChange(queryClient: QueryClient, saved: AdminLiveSaved) {
  queryClient.setQueryData(liveKeys.admin(), saved.live);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: liveKeys.all,
      predicate: (query) => !matchQuery({ queryKey: liveKeys.admin() }, query),
    }),
    queryClient.invalidateQueries({ queryKey: siteSettingsQueryKey }),
  ]);
}
