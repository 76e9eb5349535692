// Which answers on screen came from the service worker's cache (it stamps them with
// `x-cached-at`): the offline banner shows the oldest such time until the network answers again.
let cachedAt: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === cachedAt) return;
  cachedAt = next;
  for (const listener of listeners) listener();
}

/** Called for every GET answer with its `x-cached-at` header (null for a network answer). */
export function noteAnswer(stamp: string | null): void {
  if (stamp === null) set(null);
  else if (cachedAt === null || stamp < cachedAt) set(stamp);
}

export function subscribeOfflineAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cachedAnswerTime(): string | null {
  return cachedAt;
}
