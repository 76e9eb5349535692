import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { waitForLoaded } from '../support/e2e/member-area.js';
import { expectPathname, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Going back from a content to the list it was opened from shows the view just counted, at once:
// the list must not wait for its cached copy to grow old (issue 16, item 6).

describe('view counts on the lists after a content was read', () => {
  test('the new list, then the home feed, each show the count one higher after going back', async ({
    contents,
    newAccount,
    newContext,
    pageErrors,
  }) => {
    // A content of the test's own, so no other test's views change what it sees.
    const title = `白湯で始める朝 ${Date.now().toString(36)}`;
    await contents.post({
      title,
      category: 'lifestyle',
      type: 'article',
      body: '<p>コップ一杯の白湯から。</p>',
    });

    /** A member of her own on a phone: a session counts one view per content in 30 minutes. */
    const reader = async (name: string): Promise<Page> => {
      const context = await newContext();
      await signInThroughApi(context, await newAccount({ name }));
      const page = await context.newPage();
      await page.setViewportSize(phone);
      return page;
    };
    const card = (page: Page) =>
      page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const countOnCard = async (page: Page) =>
      Number(/(\d+)回視聴/.exec((await card(page).first().textContent()) ?? '')?.[1]);

    /** Opens the content from its card, waits for the view to be counted, and goes back. */
    async function readAndGoBack(page: Page, listPath: string, countAfter: number) {
      await card(page).first().getByRole('link', { name: title, exact: true }).click();
      await expectVisible(pageHeading(page, title));
      // The count beside the content's own heading: a related card below may show the same words.
      const header = pageHeading(page, title).locator('xpath=..');
      await expectVisible(header.getByText(copy.member.viewCount(countAfter), { exact: true }));
      await page.goBack();
      await expectPathname(page, listPath);
      await expectVisible(card(page).first());
    }

    const first = await reader('counts-reader');
    await first.goto('/member/new');
    await expectVisible(pageHeading(first, copy.member.listHeadings.new));
    await waitForLoaded(first);
    expect(await countOnCard(first)).toBe(0);

    await readAndGoBack(first, '/member/new', 1);
    // Well within the lists' 30 seconds of freshness: what shows comes from the browser's cache.
    await expect.poll(() => countOnCard(first), { timeout: 2_000 }).toBe(1);

    // A second reader reads it from home.
    const second = await reader('counts-reader-2');
    await second.goto('/member');
    await expectVisible(pageHeading(second, copy.member.homeHeading));
    await waitForLoaded(second);
    expect(await countOnCard(second)).toBe(1);

    await readAndGoBack(second, '/member', 2);
    await expect.poll(() => countOnCard(second), { timeout: 2_000 }).toBe(2);
    expect(pageErrors).toEqual([]);
  });
});
