import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { siteSettingsQueryOptions } from '#web/features/settings/api/get-site-settings';
import { SiteSettingsEditor } from '#web/features/settings/components/settings-form';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(siteSettingsQueryOptions);
  return null;
};

export default function AdminSettingsRoute() {
  useDocumentTitle(copy.admin.tabs.settings);
  return (
    <>
      <h1>{copy.admin.tabs.settings}</h1>
      <SiteSettingsEditor />
    </>
  );
}
