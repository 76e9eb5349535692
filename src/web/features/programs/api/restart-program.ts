import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgramChanged } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';
import { programQueryOptions } from './get-program';

/** 最初からやり直す: a new start today; the old one is kept. */
export function restartProgram(id: string): Promise<ProgramChanged> {
  return apiRequest<ProgramChanged>(apiPaths.programRestart(id), { method: 'POST' });
}

export function useRestartProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restartProgram,
    onSuccess: (changed) => {
      queryClient.setQueryData(programQueryOptions(changed.program.id).queryKey, changed.program);
      void queryClient.invalidateQueries({ queryKey: programKeys.all });
    },
  });
}
