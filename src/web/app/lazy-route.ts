import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * What a screen module exports: the screen itself, and optionally a loader factory that gets the
 * query client, so a screen can start fetching into the cache before its code has rendered.
 */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

/** Loads a screen module on first visit, so each screen is its own chunk. */
export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    const { default: Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  };
}
