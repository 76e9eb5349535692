import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths.js';
import { apiRequest } from '../../../lib/api-client';
import { adminStatusQueryKey } from './get-admin-status';
import { passphrasesQueryKey } from './get-passphrases';

type SavePassphrase = { month: string; passphrase: string };

/** PUT /api/admin/passphrases/:month: sets or replaces that month's passphrase. */
export function savePassphrase({ month, passphrase }: SavePassphrase): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.adminPassphrase(month), {
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
        queryClient.invalidateQueries({ queryKey: passphrasesQueryKey }),
        // The warning about next month goes away once it has one.
        queryClient.invalidateQueries({ queryKey: adminStatusQueryKey }),
      ]),
  });
}
