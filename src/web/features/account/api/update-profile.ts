import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Profile, ProfileSaved, ProfileUpdate } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api-client';
import { accountKeys } from '../query-keys';

/** Saves the display name; a new e-mail comes back as pendingEmail until the link mailed to it is opened. */
export function updateProfile(update: ProfileUpdate): Promise<ProfileSaved> {
  return apiRequest<ProfileSaved>(apiPaths.me, { method: 'PATCH', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ email, displayName }) =>
      queryClient.setQueryData<Profile>(accountKeys.profile(), { email, displayName }),
  });
}
