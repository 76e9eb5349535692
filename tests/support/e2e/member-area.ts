import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { firstAnswersElementId } from '#shared/first-answers.js';
import type { ContentCard } from '#shared/schemas/contents.js';
import { textSizes, type TextSize } from '../../../src/web/lib/text-size-options.js';
import { desktop, phone } from './screen.js';

// Helpers for the member area's browser tests.

/** What the few functions run inside the page use; these tests are type-checked without the DOM. */
type BrowserGlobals = { document: { querySelector: (selector: string) => unknown } };

export { textSizes, type TextSize };

/**
 * Member pages as they were before they carried their first API answers (decision 31), for a test
 * that fakes those answers in the browser: the page's own would otherwise be used first.
 */
export async function withoutFirstAnswers(page: Page): Promise<void> {
  const block = new RegExp(`<script type="application/json" id="${firstAnswersElementId}">[^<]*</script>`);
  const firstScreen = /<div id="first-screen"[^]*?(?=<div id="root">)/;
  await page.route(
    (url) => url.pathname === '/member' || url.pathname.startsWith('/member/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // Without answers the server writes no first screen either (decision 39).
      const body = (await response.text()).replace(block, '').replace(firstScreen, '');
      return route.fulfill({ response, body });
    },
  );
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
      // The server's first screen (decision 39) has its own h1 until the app replaces it.
      return (
        document.querySelector('#first-screen') === null &&
        document.querySelector('main h1') !== null &&
        document.querySelector('[aria-busy="true"]') === null
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

/** No axe violation at every text size, on a phone and on a desktop; nothing wider than the phone. */
export async function expectAccessible(page: Page, check: (page: Page, label: string) => Promise<void>) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const size of textSizes) {
      await applyTextSizeNow(page, size);
      await check(page, `${viewport.name} ${size}: `);
      if (viewport === phone) {
        expect(await page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(
          true,
        );
      }
    }
  }
  await applyTextSizeNow(page, 'standard');
  await page.setViewportSize({ width: phone.width, height: phone.height });
}
