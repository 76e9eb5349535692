import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Signs a fresh context in, e.g. through `context.request` calls that leave the session cookie. */
export type SignIn = (context: BrowserContext) => Promise<void>;

export type SessionOptions = {
  signIn?: SignIn;
  /**
   * The service worker answers requests itself, out of reach of page.route(); only the tests of
   * the offline app (pwa.e2e.test.ts) let it run.
   */
  serviceWorkers?: 'allow' | 'block';
};

/**
 * A clean browser profile pointed at the run's server, so tests can write page.goto('/member').
 * Pass signIn once the routes have guards; contexts share nothing, so each test file can be someone else.
 */
let clients = 0;

/** A different documentation-range address per context, as a proxy would report it. */
function nextClientAddress(): string {
  clients += 1;
  return `198.51.${process.pid % 256}.${clients % 250}`;
}

export async function newSession(browser: Browser, options: SessionOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  if (options.signIn) await options.signIn(context);
  return context;
}

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

/** Uncaught errors in the page; a test asserts the list is empty at its end. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
