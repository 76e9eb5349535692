import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { apiRequest } from '#web/lib/api-client';
import { videoKeys } from '../query-keys';
import { isVideoMoving, type AdminVideo } from './video-answers';

/** How often a video on its way (uploading, waiting, converting) is asked about again. */
export const videoPollMs = 3000;

export function getVideo(id: string, signal?: AbortSignal): Promise<AdminVideo> {
  return apiRequest<AdminVideo>(apiPaths.adminVideo(id), { signal });
}

export function videoQueryOptions(id: string) {
  return queryOptions({
    queryKey: videoKeys.status(id),
    queryFn: ({ signal }) => getVideo(id, signal),
    // Asked again while it moves; once ready or failed it stays until something changes it.
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === undefined || isVideoMoving(state) ? videoPollMs : false;
    },
  });
}

/** A staff member's view of one video: its state and conversion progress, polled until it settles. */
export function useVideo(id: string | null) {
  return useQuery({ ...videoQueryOptions(id ?? ''), enabled: id !== null });
}
