import type { Page } from 'playwright-core';

// The installed app's service worker, seen from a page (these tests are type-checked without the
// DOM library, so the little of it used inside the page is typed here by hand).

type WorkerGlobals = {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: unknown;
      addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<Array<{ url: string }>> }>;
  };
};

/** Waits until the service worker controls the page, then loads it again through it. */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { navigator } = globalThis as unknown as WorkerGlobals;
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
  await page.reload();
}

/** Every address kept in a cache whose name starts with `prefix` ('' = every cache). */
export function cachedUrls(page: Page, prefix = ''): Promise<string[]> {
  return page.evaluate(async (start) => {
    const { caches } = globalThis as unknown as WorkerGlobals;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(start)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  }, prefix);
}
