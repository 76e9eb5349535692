import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { passphraseKeys } from '../query-keys';

type SavePassphrase = { month: string; passphrase: string };

type PassphraseSaved = { message: string; endedGuestSessions: number };

/**
 * PUT /api/admin/passphrases/:month: sets or replaces that month's passphrase; guests who came in
 * with the replaced one are signed out (how many, in the answer).
 */
export function savePassphrase({ month, passphrase }: SavePassphrase): Promise<PassphraseSaved> {
  return apiRequest<PassphraseSaved>(apiPaths.adminPassphrase(month), {
    method: 'PUT',
    body: { passphrase },
  });
}

export function useSavePassphrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePassphrase,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passphraseKeys.list() }),
        // The warning about next month goes away once it has one.
        queryClient.invalidateQueries({ queryKey: passphraseKeys.status() }),
      ]),
  });
}
