import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };
type Sent = { method: string; path: string; body: unknown };

/**
 * Stands in for the server: each request gets the next answer queued for its path (the last one
 * repeats). `hold` keeps an answer back until the test lets it go, to see the form while it waits.
 */
export function fakeApi() {
  const answers = new Map<string, Answer[]>();
  const held = new Map<string, Array<() => void>>();
  const sent: Sent[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? 'GET', path, body });
    const waiting = held.get(path);
    if (waiting) await new Promise<void>((release) => waiting.push(release));
    const queue = answers.get(path) ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    sent,
    answer(path: string, status: number, body?: unknown) {
      answers.set(path, [...(answers.get(path) ?? []), { status, body }]);
    },
    /** Requests to `path` wait; the function returned lets them through. */
    hold(path: string) {
      const waiting: Array<() => void> = [];
      held.set(path, waiting);
      return () => {
        held.delete(path);
        for (const release of waiting) release();
      };
    },
  };
}
