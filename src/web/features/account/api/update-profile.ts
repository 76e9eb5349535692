import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths.js';
import type { Profile, ProfileUpdate } from '../../../../shared/schemas/account.js';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>(apiPaths.me, { method: 'PATCH', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
