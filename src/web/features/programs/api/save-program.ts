import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgramInput } from '#shared/checks/program-checks.js';
import type { AdminProgramSaved } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

type SaveProgram = { id: string | null; input: ProgramInput };

/** POST a new program, or PUT over an existing one (members keep the days that still exist). */
export function saveProgram({ id, input }: SaveProgram): Promise<AdminProgramSaved> {
  return id
    ? apiRequest<AdminProgramSaved>(apiPaths.adminProgram(id), { method: 'PUT', body: input })
    : apiRequest<AdminProgramSaved>(apiPaths.adminPrograms, { method: 'POST', body: input });
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: programKeys.admin.all }),
  });
}
