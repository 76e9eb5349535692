import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { dayKey } from '../../src/shared/business-time.js';
import { copy } from '../../src/shared/copy.js';
import { csrfHeader } from '../../src/shared/csrf.js';
import type { ContentSaved } from '../../src/shared/schemas/admin.js';
import {
  businessTimeZone,
  createAccount,
  setMonthPassphrase,
  signInThroughApi,
} from '../support/e2e/app-data.js';
import { launchChromium } from '../support/e2e/chromium.js';
import { phone, waitForLoaded } from '../support/e2e/member-area.js';
import {
  collectPageErrors,
  expectPathname,
  expectVisible,
  newSession,
  pageHeading,
} from '../support/e2e/session.js';

// Going back from a content to the list it was opened from shows the view just counted, at once:
// the list must not wait for its cached copy to grow old (issue 16, item 6).

describe('view counts on the lists after a content was read', () => {
  let browser: Browser | undefined;
  let staff: BrowserContext;
  let member: BrowserContext;
  let page: Page;
  let errors: string[];
  // A content of this file's own, so no other test's views change what it sees.
  const title = `白湯で始める朝 ${Date.now().toString(36)}`;
  let contentId: string | undefined;

  beforeAll(async () => {
    await setMonthPassphrase();
    browser = await launchChromium();
    const admin = await createAccount({ admin: true, name: 'counts-staff' });
    staff = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, admin) });
    const posted = await staff.request.post(apiPaths.adminContents, {
      headers: { [csrfHeader.name]: csrfHeader.value },
      data: {
        title,
        category: 'lifestyle',
        type: 'article',
        date: dayKey(new Date(), businessTimeZone),
        description: '',
        videoUrl: '',
        body: '<p>コップ一杯の白湯から。</p>',
        thumbnailKey: null,
        viewCount: 0,
        isFeatured: false,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    contentId = ((await posted.json()) as ContentSaved).content.id;
    const reader = await createAccount({ name: 'counts-reader' });
    member = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, reader) });
    page = await member.newPage();
    await page.setViewportSize(phone);
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    // Leave the shared server's contents as they were found.
    if (contentId) {
      await staff?.request.delete(apiPaths.adminContent(contentId), {
        headers: { [csrfHeader.name]: csrfHeader.value },
      });
    }
    await browser?.close();
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  const card = () =>
    page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const countOnCard = async () => Number(/(\d+)回視聴/.exec((await card().first().textContent()) ?? '')?.[1]);

  /** Opens the content from its card, waits for the view to be counted, and goes back. */
  async function readAndGoBack(listPath: string, countAfter: number) {
    await card().first().getByRole('link', { name: title, exact: true }).click();
    await expectVisible(pageHeading(page, title));
    await expectVisible(page.getByText(copy.member.viewCount(countAfter), { exact: true }));
    await page.goBack();
    await expectPathname(page, listPath);
    await expectVisible(card().first());
  }

  it('the new list, then the home feed, each show the count one higher after going back', async () => {
    await page.goto('/member/new');
    await expectVisible(pageHeading(page, copy.member.listHeadings.new));
    await waitForLoaded(page);
    expect(await countOnCard()).toBe(0);

    await readAndGoBack('/member/new', 1);
    // Well within the lists' 30 seconds of freshness: what shows comes from the browser's cache.
    await expect.poll(countOnCard, { timeout: 2_000 }).toBe(1);

    // A session counts one view per content in 30 minutes: a second reader reads it from home.
    const secondReader = await createAccount({ name: 'counts-reader-2' });
    const second = await newSession(browser!, { signIn: (ctx) => signInThroughApi(ctx, secondReader) });
    page = await second.newPage();
    await page.setViewportSize(phone);
    errors = collectPageErrors(page);
    await page.goto('/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    await waitForLoaded(page);
    expect(await countOnCard()).toBe(1);

    await readAndGoBack('/member', 2);
    await expect.poll(countOnCard, { timeout: 2_000 }).toBe(2);
  });
});
