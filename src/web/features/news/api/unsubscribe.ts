import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { Message } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/news/unsubscribe?token=…: stops the mail the link came in. */
export function unsubscribe(token: string): Promise<Message> {
  return apiRequest<Message>(`${apiPaths.newsUnsubscribe}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
