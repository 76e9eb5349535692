import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { pageHasFirstAnswers } from '#web/lib/first-answers';

/**
 * What a screen module exports: the screen itself, and optionally a loader factory that gets the
 * query client, so a screen can start fetching into the cache before its code has rendered.
 */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

// A query the page did not bring goes to the network: the screen is not held back for it longer
// than this, it then shows its usual placeholder.
const waitForPageAnswersMs = 200;

/**
 * Resolves once the queries the loaders started are answered, when the page brought their answers
 * (decision 31): the screen's first render then has its data, instead of rendering placeholders
 * and then rendering everything again when the answers land (a long blocking task on a phone).
 * Without answers in the page it resolves at once: the screen shows its placeholders as before.
 */
export function pageAnswersSettled(queryClient: QueryClient, requestUrl: string): Promise<void> {
  // Only for the page's own address: a later navigation keeps the screen it leaves until the
  // loaders are done, and must not be held for the network.
  const firstLoad = typeof window !== 'undefined' && requestUrl === window.location.href.replace(/#.*$/, '');
  if (!firstLoad || !pageHasFirstAnswers() || queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitForPageAnswersMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/** Loads a screen module on first visit, so each screen is its own chunk. */
export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    const { default: Component, clientLoader } = await load();
    if (!clientLoader) return { Component };
    const loader = clientLoader(queryClient);
    const waitingLoader: LoaderFunction = async (args) => {
      const result: unknown = await loader(args);
      await pageAnswersSettled(queryClient, args.request.url);
      return result;
    };
    return { Component, loader: waitingLoader };
  };
}
