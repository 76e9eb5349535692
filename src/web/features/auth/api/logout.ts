import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';

/** Ends the session on the server (the cookie is HttpOnly: only the server can end it). */
export function logout(): Promise<void> {
  return apiRequest<void>(apiPaths.logout, { method: 'POST' });
}

/**
 * The caller clears the cache after it has left the signed-in screens: clearing first would make
 * their guards refetch and bounce to the login screen before the navigation happens.
 */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
