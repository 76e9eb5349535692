import { matchQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { ProgressList, ProgressReport, WatchProgress } from '#shared/schemas/keep-going.js';
import { apiRequest, requestHeaders } from '#web/lib/api-client';
import { progressKeys } from '../query-keys';

type SaveProgress = { contentId: string; report: ProgressReport };

export function saveProgress({ contentId, report }: SaveProgress): Promise<WatchProgress> {
  return apiRequest<WatchProgress>(apiPaths.contentProgress(contentId), { method: 'POST', body: report });
}

/**
 * The page is being hidden (tab switched, phone locked, app closed): a beacon outlives the page.
 * It cannot carry our anti-forgery header, so it goes as text/plain, which the server takes on this
 * route only, from our own origin. Without sendBeacon, a keepalive fetch with the header does it.
 */
export function sendProgressBeacon({ contentId, report }: SaveProgress): void {
  const url = apiPaths.contentProgress(contentId);
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, {
    method: 'POST',
    headers: requestHeaders('POST', true),
    body,
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {
    // Nothing to tell anyone: the page is going away.
  });
}

/** Saves a position; the cards' bars follow at once, 続きから見る and the detail page on their next showing. */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    onSuccess: (saved) => {
      queryClient.setQueryData<ProgressList>(progressKeys.list(), (list) =>
        list ? { items: [saved, ...list.items.filter((item) => item.contentId !== saved.contentId)] } : list,
      );
      void queryClient.invalidateQueries({
        queryKey: progressKeys.all,
        refetchType: 'none',
        predicate: (query) => !matchQuery({ queryKey: progressKeys.list() }, query),
      });
    },
  });
}
