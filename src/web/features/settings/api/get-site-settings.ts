import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { siteSettingsQueryKey } from '#web/lib/shared-query-keys';

/** GET /api/settings: the site's name, links and live lesson schedule (public). */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest<SiteSettings>(apiPaths.settings, { signal });
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: siteSettingsQueryKey,
  queryFn: ({ signal }) => getSiteSettings(signal),
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}
