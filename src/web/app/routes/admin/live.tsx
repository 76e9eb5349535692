import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { adminLiveQueryOptions } from '#web/features/live/api/get-admin-live';
import { LiveAdmin } from '#web/features/live/components/live-admin';
import { useDocumentTitle } from '#web/hooks/use-document-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(adminLiveQueryOptions);
  return null;
};

export default function AdminLiveRoute() {
  useDocumentTitle(copy.admin.tabs.live);
  return (
    <>
      <h1>{copy.admin.tabs.live}</h1>
      <LiveAdmin settingsPath={paths.adminSettings} />
    </>
  );
}
