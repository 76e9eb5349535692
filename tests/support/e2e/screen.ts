import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Finding and waiting for things on a screen, the way a person would see them.

export const phone = { name: 'phone', width: 390, height: 844 } as const;
export const desktop = { name: 'desktop', width: 1280, height: 800 } as const;

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Client-side redirects finish after the load event, so the address is polled. */
export async function expectPathname(page: Page, expected: string): Promise<void> {
  await expect.poll(() => pathnameOf(page), { timeout: 10_000 }).toBe(expected);
}

export function pageHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export async function expectVisible(locator: Locator): Promise<void> {
  // waitFor's own timeout error names the locator, which says more than a bare boolean would.
  await locator.waitFor({ state: 'visible' });
}

/** The methods of the page's requests to one API address, in order, e.g. to see the page checked before sending. */
export function requestsTo(page: Page, pathname: string): string[] {
  const methods: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) methods.push(request.method());
  });
  return methods;
}

/**
 * Holds the app's scripts back, as a slow network would, until the returned release is called: the
 * screen the server wrote is all there is meanwhile (decision 39).
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` as a slow phone would: phone size, the app's scripts held back, so the server's
 * written screen is all there is until the returned release lets them come. Not until load: the
 * held scripts hold the load event back.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdAppScripts(page);
  await page.setViewportSize(phone);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * Waits until the app has taken the page over from the screen the server wrote (decision 39): a
 * test of the app's own controls must not press the written screen's stand-ins.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 10_000 });
}
