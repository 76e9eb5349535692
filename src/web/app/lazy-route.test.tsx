import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import { pageWithAnswers } from '#web/testing/page-with-answers';

// Each test loads fresh modules over a fresh page: the first answers are read once per page.
async function screenOn(pageAnswers: string | null) {
  pageWithAnswers(pageAnswers);
  const { lazyRoute } = await import('./lazy-route');
  const { apiRequest } = await import('#web/lib/api-client');
  const { createQueryClient } = await import('#web/lib/query-client');
  const queryClient = createQueryClient();
  const feed = queryOptions({ queryKey: sessionQueryKey, queryFn: () => apiRequest<unknown>('/api/feed') });
  const route = await lazyRoute(queryClient, async () => ({
    default: () => null,
    clientLoader: (client) => () => {
      void client.prefetchQuery(feed);
      return null;
    },
  }))();
  const load = (url = window.location.href) =>
    (route.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({
      request: new Request(url),
    } as LoaderFunctionArgs);
  return { queryClient, load };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a screen loader', () => {
  it('waits for the answers the page brought, so the first render already has the data', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { queryClient, load } = await screenOn('{"/api/feed":{"items":["from the page"]}}');
    await load();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ items: ['from the page'] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not hold the screen for the network when the page brought nothing', async () => {
    const answerSoon = () =>
      new Promise((resolve) => setTimeout(() => resolve(Response.json({ items: ['fetched'] })), 50));
    vi.stubGlobal('fetch', vi.fn(answerSoon));
    const { queryClient, load } = await screenOn(null);
    await load();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not hold a later navigation to another address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { load } = await screenOn('{"/api/session":{"state":"authenticated"}}');
    const started = performance.now();
    await load(new URL('/member/elsewhere', window.location.href).href);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('stops waiting for an answer the page did not bring after a moment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { load } = await screenOn('{"/api/session":{"state":"authenticated"}}');
    const started = performance.now();
    await load();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
