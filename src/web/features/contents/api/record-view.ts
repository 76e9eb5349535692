import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { ViewRecorded } from '#shared/schemas/contents.js';
import { apiRequest } from '#web/lib/api-client';
import { showViewCountEverywhere } from '../cached-view-counts';

/** Counts one view (guests too); for a member the server also puts it at the front of her history. */
export function recordView(id: string): Promise<ViewRecorded> {
  return apiRequest<ViewRecorded>(apiPaths.contentViews(id), { method: 'POST' });
}

/** The answer's count goes into every cached list at once, so going back shows it (not a 30 s old one). */
export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: ({ viewCount }, id) => showViewCountEverywhere(queryClient, id, viewCount),
  });
}

/**
 * Counts one view each time a content is opened (also when going from one content to another),
 * and gives the count the server answered, once it has.
 */
export function useCountView(id: string): number | undefined {
  const { mutate, data, reset } = useRecordView();
  // StrictMode runs effects twice in development; one opening is still one view.
  const countedFor = useRef<string | null>(null);
  useEffect(() => {
    if (countedFor.current === id) return;
    countedFor.current = id;
    reset();
    mutate(id);
  }, [id, mutate, reset]);
  return data?.viewCount;
}
