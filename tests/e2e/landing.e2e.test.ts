import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { test as e2eTest, ownAppServer, type NewContext } from '../support/e2e/fixtures.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// The public landing page (issue 6): complete HTML from the build, settings filled in by the
// server, no JavaScript. The run's main server has no join link; a second one has every setting.

const joinUrl = 'https://join.example.jp/apply?plan=monthly';
const communityUrl = 'https://community.example.jp/karada';
const otherSiteName = 'ゆるり日和';

const text = copy.landing;
const sections = [
  { id: 'services', label: text.menu.services },
  { id: 'reviews', label: text.menu.reviews },
  { id: 'home', label: text.menu.home },
] as const;

/** What the few functions run inside the page use; these tests are type-checked without the DOM. */
type BrowserGlobals = {
  document: { documentElement: unknown };
  getComputedStyle: (element: unknown) => { scrollBehavior: string };
};

// The second server, for the whole file.
const test = e2eTest.extend(
  'settingsServer',
  { scope: 'file' },
  ownAppServer({ env: { JOIN_URL: joinUrl, COMMUNITY_URL: communityUrl, SITE_NAME: otherSiteName } }),
);

/** Opens /landing on a phone unless told otherwise; errors also lists failed loads and console errors. */
async function openLanding(
  newContext: NewContext,
  baseURL: string,
  options: Pick<BrowserContextOptions, 'viewport' | 'javaScriptEnabled'> = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; requests: string[] }> {
  const { viewport = phone, javaScriptEnabled } = options;
  const context = await newContext({
    baseURL,
    viewport: viewport && { width: viewport.width, height: viewport.height },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/landing');
  expect(response?.status()).toBe(200);
  return { context, page, errors, requests };
}

const menuLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: text.menuLabel }).getByRole('link', { name: label, exact: true });

const scrollBehavior = (page: Page) =>
  page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as BrowserGlobals;
    return getComputedStyle(document.documentElement).scrollBehavior;
  });

const joinLinks = (page: Page) => page.getByRole('link', { name: text.join, exact: true });
const communityLink = (page: Page) => page.getByRole('link', { name: text.communityLink, exact: true });

describe.each([phone, desktop])('the menu on a $name ($width×$height)', (viewport) => {
  test('scrolls smoothly to each section, which then shows below the header (no motion when asked)', async ({
    newContext,
    appServer,
  }) => {
    const { page, errors } = await openLanding(newContext, appServer.baseUrl, { viewport });
    expect(await scrollBehavior(page)).toBe('smooth');
    const header = page.locator('header').first();
    for (const section of sections) {
      await menuLink(page, section.label).click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#${section.id}`);
      const target = page.locator(`#${section.id}`);
      // The scroll glides, so the position is polled until the section has arrived.
      await expect
        .poll(async () => {
          const box = await target.boundingBox();
          const headerBox = await header.boundingBox();
          if (!box || !headerBox) return 'not laid out';
          // Where the header is still on screen (always, on wide screens) the section starts below it.
          const floor = headerBox.y > -1 ? headerBox.y + headerBox.height : 0;
          return box.y >= floor - 2 && box.y < viewport.height / 3 ? 'in view' : `at ${Math.round(box.y)}`;
        })
        .toBe('in view');
      await expectVisible(target.getByRole('heading').first());
    }
    // Visitors who asked for less motion jump straight to the section.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior(page)).toBe('auto');
    expect(errors).toEqual([]);
  });
});

describe('settings in the page', () => {
  test('has no join or community link on the main server, which sets none', async ({
    newContext,
    appServer,
  }) => {
    const { context, page, errors } = await openLanding(newContext, appServer.baseUrl);
    const settings = (await (await context.request.get(apiPaths.settings)).json()) as SiteSettings;
    expect(settings.joinUrl, 'another test file changed the shared server’s join link').toBeNull();
    await expectVisible(pageHeading(page, copy.site.defaultName));
    expect(await joinLinks(page).count()).toBe(0);
    expect(await communityLink(page).count()).toBe(0);
    const html = await page.content();
    expect(html).not.toMatch(/%[A-Z_]+%/);
    expect(html).not.toContain('<!--');
    // Members still find their way in.
    expect(
      await page.getByRole('link', { name: text.toGate, exact: true }).first().getAttribute('href'),
    ).toBe('/password');
    expect(
      await page.getByRole('link', { name: text.toLogin, exact: true }).first().getAttribute('href'),
    ).toBe('/login');
    expect(errors).toEqual([]);
  });

  test('links to JOIN_URL and COMMUNITY_URL and shows SITE_NAME when they are set', async ({
    newContext,
    settingsServer,
  }) => {
    const { page, errors } = await openLanding(newContext, settingsServer.baseUrl);
    await expectVisible(pageHeading(page, otherSiteName));
    await expectVisible(page.getByRole('banner').getByRole('img', { name: otherSiteName, exact: true }));
    expect(await page.title()).toBe(text.title(otherSiteName));
    expect(await page.locator('meta[property="og:site_name"]').getAttribute('content')).toBe(otherSiteName);
    const joins = joinLinks(page);
    expect(await joins.count()).toBe(2);
    for (const link of await joins.all()) {
      await expectVisible(link);
      expect(await link.getAttribute('href')).toBe(joinUrl);
    }
    expect(await communityLink(page).getAttribute('href')).toBe(communityUrl);
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  test('shows the whole page: heading, tagline, three services, three testimonials', async ({
    newContext,
    settingsServer,
  }) => {
    const { page, errors } = await openLanding(newContext, settingsServer.baseUrl, {
      javaScriptEnabled: false,
    });
    expect(await page.locator('script').count()).toBe(0);
    await expectVisible(pageHeading(page, otherSiteName));
    await expectVisible(page.getByText(copy.site.tagline, { exact: true }));
    for (const service of text.services) {
      await expectVisible(page.getByRole('heading', { level: 3, name: service.title, exact: true }));
    }
    for (const review of text.reviews) {
      await expectVisible(page.getByText(text.reviewer(review.initials, review.age), { exact: true }));
      await expectVisible(page.getByText(review.story, { exact: true }));
    }
    expect(await joinLinks(page).count()).toBe(2);
    // The menu works without scripts too: it is made of plain in-page links.
    await menuLink(page, text.menu.reviews).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#reviews');
    expect(errors).toEqual([]);
  });
});

describe.each([phone, desktop])('axe on a $name ($width×$height)', (viewport) => {
  test.for([
    ['without links (main server)', 'appServer'],
    ['with every setting', 'settingsServer'],
  ] as const)(
    'finds no violations %s',
    async ([, server], { newContext, appServer, settingsServer, expectNoAxeViolations }) => {
      const baseUrl = { appServer, settingsServer }[server].baseUrl;
      const { page, errors } = await openLanding(newContext, baseUrl, { viewport });
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await expectNoAxeViolations(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(errors).toEqual([]);
    },
  );
});

describe('requests', () => {
  test('asks no other site for anything, and its icons and manifest are served', async ({
    newContext,
    settingsServer,
  }) => {
    const base = settingsServer.baseUrl;
    const { context, page, errors, requests } = await openLanding(newContext, base, { viewport: desktop });
    for (const section of sections) await menuLink(page, section.label).click();
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => new URL(url).origin !== new URL(base).origin)).toEqual([]);

    const linked = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(linked).toEqual(['/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
    const manifest = (await (await context.request.get('/manifest.webmanifest')).json()) as {
      icons: Array<{ src: string; type: string }>;
    };
    for (const href of [...linked, ...manifest.icons.map((icon) => icon.src)]) {
      const response = await context.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    expect(errors).toEqual([]);
  });
});
