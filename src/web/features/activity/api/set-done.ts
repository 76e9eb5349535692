import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { DoneState } from '#shared/schemas/keep-going.js';
import { apiRequest } from '#web/lib/api-client';
import { activityKeys } from '../query-keys';
import { doneStateQueryOptions } from './get-done-state';

type SetDone = { contentId: string; done: boolean };

/** PUT records today's やったよ, DELETE undoes it; both are harmless when already so. */
export function setDone({ contentId, done }: SetDone): Promise<DoneState> {
  return apiRequest<DoneState>(apiPaths.contentDone(contentId), { method: done ? 'PUT' : 'DELETE' });
}

export function useSetDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDone,
    onSuccess: (state, { contentId }) => {
      queryClient.setQueryData(doneStateQueryOptions(contentId).queryKey, state);
      // The calendar and streaks are asked again when きろく is next shown.
      void queryClient.invalidateQueries({ queryKey: activityKeys.calendars });
    },
  });
}
