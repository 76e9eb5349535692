import type { QueryClient } from '@tanstack/react-query';
import { copy } from '#shared/copy.js';
import { currentForEditing } from '#web/lib/current-for-editing';
import { paths } from '#web/config/paths';
import { adminLiveQueryOptions } from '#web/features/live/api/get-admin-live';
import { LiveAdmin } from '#web/features/live/components/live-admin';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useSession } from '#web/features/auth/api/get-session';
import { isOwner } from '#web/features/auth/guard-decisions';

// Its form starts from this answer, which the other screen with the live lesson's time may have changed.
export const clientLoader = (queryClient: QueryClient) => () =>
  currentForEditing(queryClient, adminLiveQueryOptions);

export default function AdminLiveRoute() {
  useDocumentTitle(copy.admin.tabs.live);
  // 設定 is the オーナー's: an 編集者 is told who changes the link, not sent to a closed screen.
  const owner = isOwner(useSession().data);
  return (
    <>
      <h1>{copy.admin.tabs.live}</h1>
      <LiveAdmin settingsPath={owner ? paths.adminSettings : null} />
    </>
  );
}
