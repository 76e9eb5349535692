import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiPaths } from '../../../src/shared/api-paths.js';
import { csrfHeader } from '../../../src/shared/csrf.js';
import type { ContentCard } from '../../../src/shared/schemas/contents.js';
import { textSizeStorageKey, textSizes, type TextSize } from '../../../src/web/lib/text-size-options.js';
import { e2ePassphrase } from './app-data.js';

// Helpers for the member area's browser tests (issue 4).

/** What the few functions run inside the page use; these tests are type-checked without the DOM. */
type BrowserGlobals = { document: { querySelector: (selector: string) => unknown } };

export { textSizes, type TextSize };

export const phone = { name: 'phone', width: 390, height: 844 } as const;
export const desktop = { name: 'desktop', width: 1280, height: 800 } as const;

/** Starts a guest session in the context through the passphrase gate's API, as the gate screen would. */
export async function enterAsGuest(context: BrowserContext): Promise<void> {
  const response = await context.request.post(apiPaths.gate, {
    headers: { [csrfHeader.name]: csrfHeader.value },
    data: { passphrase: e2ePassphrase },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Remembers a text size in the context's storage before any page opens, as my page would. */
export async function rememberTextSize(context: BrowserContext, size: TextSize): Promise<void> {
  // A script in text: these tests are type-checked without the browser's globals.
  await context.addInitScript({
    content: `window.localStorage.setItem(${JSON.stringify(textSizeStorageKey)}, ${JSON.stringify(size)});`,
  });
}

/** Applies a text size to the open page the way the setting does (the attribute on <html>). */
export async function applyTextSizeNow(page: Page, size: TextSize): Promise<void> {
  await page.locator('html').evaluate((html, value) => {
    html.dataset.textSize = value;
  }, size);
}

/**
 * Waits until the screen has rendered (its h1 is there) and nothing on it is loading any more (no
 * skeleton or busy region left).
 */
export async function waitForLoaded(page: Page): Promise<void> {
  // A function, not text: the site's Content-Security-Policy refuses evaluating text in the page.
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as BrowserGlobals;
      return (
        document.querySelector('main h1') !== null && document.querySelector('[aria-busy="true"]') === null
      );
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** A content as the API describes it, to compare the screen with. */
export async function fetchContent(context: BrowserContext, id: string): Promise<ContentCard> {
  const response = await context.request.get(apiPaths.content(id));
  expect(response.status()).toBe(200);
  return (await response.json()) as ContentCard;
}

/** Requests that left our own server (third-party images, YouTube…), recorded for a later check. */
export function collectForeignRequests(page: Page, baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
      foreign.push(url);
  });
  return foreign;
}
