import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client';
import { isSessionQuery, siteSettingsQueryKey } from '#web/lib/shared-query-keys';

type SettingsSaved = { message: string; settings: SiteSettings };

/** PUT /api/admin/settings: every setting at once. */
export function saveSiteSettings(settings: SiteSettings): Promise<SettingsSaved> {
  return apiRequest<SettingsSaved>(apiPaths.adminSettings, { method: 'PUT', body: settings });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(siteSettingsQueryKey, settings);
      // Screens that show the name or the links read the settings under their own keys too.
      return queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query) });
    },
  });
}
