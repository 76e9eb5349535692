import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '#web/lib/api-client';
import { isSessionQuery, sessionQueryKey } from '#web/lib/shared-query-keys';

/**
 * Any load answered 401 means the session is over (the month ended, the password was changed on
 * another phone, it was signed out elsewhere): the session is asked for again, and the guard then
 * sends the visitor to the login page, which brings her back here afterwards.
 */
export function useSessionRecheckOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (isSessionQuery(event.query)) return;
        const { error } = event.action;
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }),
    [queryClient],
  );
}
