import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgramChanged } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';
import { programQueryOptions } from './get-program';

/** やめる: her enrolment ends; its history stays. */
export function leaveProgram(id: string): Promise<ProgramChanged> {
  return apiRequest<ProgramChanged>(apiPaths.programEnrolment(id), { method: 'DELETE' });
}

export function useLeaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveProgram,
    onSuccess: (changed) => {
      queryClient.setQueryData(programQueryOptions(changed.program.id).queryKey, changed.program);
      void queryClient.invalidateQueries({ queryKey: programKeys.all });
    },
  });
}
