import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { pageWithAnswers } from '#web/testing/page-with-answers';

// Fresh modules over a fresh page each time: the page's answers are read once per page.
async function pageWith(pageAnswers: string | null) {
  pageWithAnswers(pageAnswers);
  const { createQueryClient, justFetchedMs } = await import('./query-client');
  const { forgetFirstAnswers } = await import('./first-answers');
  return { createQueryClient, justFetchedMs, forgetFirstAnswers };
}

/**
 * How many more times an always-stale answer is asked for when a section mounts `ageMs` after its
 * loader fetched it.
 */
async function fetchesOnMount(
  { createQueryClient }: Awaited<ReturnType<typeof pageWith>>,
  ageMs: number,
  invalidate = false,
): Promise<number> {
  vi.useFakeTimers({ toFake: ['Date'] });
  const client = createQueryClient();
  const queryFn = vi.fn(async () => 'answer');
  const options = { queryKey: sessionQueryKey, queryFn, staleTime: 0 };
  await client.prefetchQuery(options);
  if (invalidate) await client.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'none' });
  vi.setSystemTime(Date.now() + ageMs);
  const unsubscribe = new QueryObserver(client, options).subscribe(() => undefined);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  unsubscribe();
  return queryFn.mock.calls.length - 1;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a section mounting on the first screen', () => {
  it('uses the answer its loader just put in, instead of asking again and rendering twice', async () => {
    expect(await fetchesOnMount(await pageWith('{"/api/feed":{"items":[]}}'), 100)).toBe(0);
  });

  it('asks again for an older answer, or one invalidated since', async () => {
    const page = await pageWith('{"/api/feed":{"items":[]}}');
    expect(await fetchesOnMount(page, page.justFetchedMs + 100)).toBe(1);
    expect(await fetchesOnMount(page, 100, true)).toBe(1);
  });

  it('asks again as always once something was changed, or when the page brought nothing', async () => {
    const changed = await pageWith('{"/api/feed":{"items":[]}}');
    changed.forgetFirstAnswers();
    expect(await fetchesOnMount(changed, 100)).toBe(1);
    expect(await fetchesOnMount(await pageWith(null), 100)).toBe(1);
  });
});
