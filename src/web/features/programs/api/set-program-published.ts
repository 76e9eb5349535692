import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminProgramSaved } from '#shared/schemas/programs.js';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

type SetPublished = { id: string; published: boolean };

/** 公開する / 今すぐ公開する / 下書きに戻す: publishing needs every day to have a content. */
export function setProgramPublished({ id, published }: SetPublished): Promise<AdminProgramSaved> {
  return apiRequest<AdminProgramSaved>(apiPaths.adminProgramPublished(id), {
    method: 'PUT',
    body: { published },
  });
}

export function useSetProgramPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProgramPublished,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: programKeys.admin.all }),
  });
}
