import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { csrfHeader } from '#shared/csrf.js';
import { ApiError, apiRequest, errorMessageFromBody } from '#web/lib/api-client';
import { videoKeys } from '../query-keys';

/** POST …/retry: a failed conversion goes back to 待機中. */
export function retryVideo(id: string): Promise<unknown> {
  return apiRequest(apiPaths.adminVideoRetry(id), { method: 'POST', body: {} });
}

/** PUT …/captions with the WebVTT file's text as it is; the server checks it is WebVTT. */
export async function putCaptions(id: string, file: File): Promise<void> {
  const response = await fetch(apiPaths.adminVideoCaptions(id), {
    method: 'PUT',
    headers: { 'content-type': 'text/vtt', [csrfHeader.name]: csrfHeader.value },
    body: await file.text(),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, errorMessageFromBody(response.status, body), body);
  }
}

export function removeCaptions(id: string): Promise<unknown> {
  return apiRequest(apiPaths.adminVideoCaptions(id), { method: 'DELETE' });
}

/** Retry, captions added or removed: the video's state is asked again. */
function useVideoChange<Input>(id: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.status(id) }),
  });
}

export function useRetryVideo(id: string) {
  return useVideoChange(id, () => retryVideo(id));
}

export function usePutCaptions(id: string) {
  return useVideoChange(id, (file: File) => putCaptions(id, file));
}

export function useRemoveCaptions(id: string) {
  return useVideoChange(id, () => removeCaptions(id));
}
