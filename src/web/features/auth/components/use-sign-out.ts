import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionState } from '#shared/schemas/auth.js';
import { forgetPushSubscription } from '#web/lib/push-device';
import { clearMemberCaches } from '#web/lib/service-worker';
import { useLogout } from '../api/logout';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { letGoOfUnsavedWork } from '#web/lib/unsaved-work';

/**
 * Ends the session on the server, leaves for `destination` (replacing the entry, so "back" does not
 * return to a signed-in screen), then forgets everything cached for the person who left.
 */
export function useSignOut(destination: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () => {
    if (logout.isPending) return;
    // This phone stops getting her reminders (asked while the session still names her).
    void forgetPushSubscription().finally(() => sendLogout());
  };

  const sendLogout = () => {
    logout.mutate(undefined, {
      onSuccess: async () => {
        await clearMemberCaches().catch(() => undefined);
        // Signed out, nothing on screen can be saved any more: no form asks on the way out (she
        // was asked before, if a form held work). Only now: a failed logout leaves them asking.
        letGoOfUnsavedWork();
        // Leave first: clearing while a guarded screen is shown would make its guard refetch and
        // bounce to the login screen.
        await navigate(destination, { replace: true });
        queryClient.clear();
        queryClient.setQueryData<SessionState>(sessionQueryKey, { state: 'unauthenticated' });
      },
    });
  };

  return { signOut, isPending: logout.isPending, error: logout.error };
}
