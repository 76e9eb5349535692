import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { currentForEditing } from '#web/lib/current-for-editing';
import { siteSettingsQueryOptions } from '#web/features/settings/api/get-site-settings';
import { SiteSettingsEditor } from '#web/features/settings/components/settings-form';
import { useDocumentTitle } from '#web/hooks/use-document-title';

// Its form starts from this answer, which the other screen with the live lesson's time may have changed.
export const clientLoader = (queryClient: QueryClient) => () =>
  currentForEditing(queryClient, siteSettingsQueryOptions);

export default function AdminSettingsRoute() {
  useDocumentTitle(copy.admin.tabs.settings);
  return (
    <>
      <h1>{copy.admin.tabs.settings}</h1>
      <SiteSettingsEditor />
    </>
  );
}
