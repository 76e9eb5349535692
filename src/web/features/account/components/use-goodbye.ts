import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionState } from '#shared/schemas/auth.js';
import { paths } from '#web/config/paths';
import { forgetPushSubscription } from '#web/lib/push-device';
import { clearMemberCaches } from '#web/lib/service-worker';
import { sessionQueryKey } from '#web/lib/shared-query-keys';

/**
 * After 退会: the server has already ended every session and removed her devices; this browser
 * forgets its push subscription and everything it kept for her, then shows the goodbye screen.
 */
export function useGoodbye() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await forgetPushSubscription();
    await clearMemberCaches().catch(() => undefined);
    // Leave first: clearing while my page is shown would make its guard bounce to the login screen.
    await navigate(paths.goodbye, { replace: true });
    queryClient.clear();
    queryClient.setQueryData<SessionState>(sessionQueryKey, { state: 'unauthenticated' });
  };
}
