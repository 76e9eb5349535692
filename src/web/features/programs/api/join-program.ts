import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgramChanged } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';
import { programQueryOptions } from './get-program';

/** 参加する: today becomes day 1. */
export function joinProgram(id: string): Promise<ProgramChanged> {
  return apiRequest<ProgramChanged>(apiPaths.programEnrolment(id), { method: 'POST' });
}

export function useJoinProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinProgram,
    onSuccess: (changed) => {
      queryClient.setQueryData(programQueryOptions(changed.program.id).queryKey, changed.program);
      void queryClient.invalidateQueries({ queryKey: programKeys.all });
    },
  });
}
