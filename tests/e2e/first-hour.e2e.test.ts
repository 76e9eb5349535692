import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { waitForLoaded } from '../support/e2e/member-area.js';
import { expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Issue 26, a member's first hour on a 390 × 844 phone: what answers her tap is never under the
// bottom navigation, やったよ feels like praise, 新着 and お気に入り have icons of their own, her
// favorites and history are one tap from home, the calendar's arrow-key hint waits for a keyboard,
// and home shows a program she could join. A server of this file's own: it publishes a program.

const article = sampleContents.find((content) => content.id === 'sample-02')!;

const test = e2eTest
  .extend('siteServer', { scope: 'file' }, ownAppServer())
  .extend('appServer', ({ siteServer }) => siteServer)
  // No smooth scrolling: where things end up is measured as soon as they are there.
  .extend('contextOptions', { reducedMotion: 'reduce' } as BrowserContextOptions);

/** What the functions run inside the page use; these tests are type-checked without the DOM. */
type BrowserGlobals = { scrollBy: (x: number, y: number) => void };

const bottomNav = (page: Page) => page.getByRole('navigation', { name: copy.member.bottomNavLabel });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the screen`);
  return box;
}

/** She has scrolled until the control sits just above the bottom navigation, where her thumb is. */
async function scrollJustAboveNav(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const nav = await boxOf(bottomNav(page));
  const box = await boxOf(control);
  await page.evaluate(
    (by) => (globalThis as unknown as BrowserGlobals).scrollBy(0, by),
    box.y + box.height - (nav.y - 8),
  );
  const moved = await boxOf(control);
  expect(moved.y + moved.height).toBeLessThanOrEqual(nav.y);
  expect(moved.y + moved.height).toBeGreaterThan(nav.y - 40);
}

/** Whether the whole of it is on the screen and above the navigation (polled: the page may scroll). */
async function expectAboveNav(page: Page, locator: Locator, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const nav = await boxOf(bottomNav(page));
        const box = await boxOf(locator);
        return box.y >= 0 && box.y + box.height <= nav.y;
      },
      { timeout: 5000, message: `${what} is under the bottom navigation` },
    )
    .toBe(true);
}

describe('the first hour of a member on her phone', () => {
  test.afterEach(({ pageErrors }) => {
    expect(pageErrors).toEqual([]);
  });

  test('やったよ: the praise and the status show above the navigation; undo is a small text button', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(`/member/content/${article.id}`);
    await expectVisible(pageHeading(page, article.title));
    const done = page.getByRole('button', { name: copy.keepGoing.done, exact: true });
    await expectVisible(done);
    await scrollJustAboveNav(page, done);

    await done.click();
    const status = page.getByRole('status').filter({ hasText: copy.keepGoing.doneRecorded });
    await expectVisible(status);
    await expectAboveNav(page, status, 'the status');
    const cheer = page.getByText(copy.keepGoing.doneCheer, { exact: true });
    await expectAboveNav(page, cheer, 'できました！');
    // Her first day: a word of praise where a streak would be.
    await expectVisible(page.getByText(copy.keepGoing.donePraise, { exact: true }));

    // Undo: the same button, so focus stays on it, now small text without a ✕ or a frame.
    const undo = page.getByRole('button', { name: copy.keepGoing.undoDone, exact: true });
    await expectAboveNav(page, undo, 'the undo button');
    expect(await undo.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect(await undo.locator('svg').count()).toBe(0);
    const border = await undo.evaluate(
      (element) => element.ownerDocument.defaultView?.getComputedStyle(element).borderTopWidth,
    );
    expect(border).toBe('0px');
    await waitForLoaded(page);
    await expectNoAxeViolations(page, 'content page after やったよ: ');

    await undo.click();
    await expectAboveNav(
      page,
      page.getByRole('status').filter({ hasText: copy.keepGoing.doneUndone }),
      'the undo status',
    );
    expect(await cheer.count()).toBe(0);
  });

  test('a message that appears under the navigation is scrolled into view', async ({ memberPage: page }) => {
    await page.setViewportSize(phone);
    // Recording やったよ fails: the message appears under the button she pressed.
    await page.route(`**${apiPaths.contentDone(article.id)}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
        : route.fallback(),
    );
    await page.goto(`/member/content/${article.id}`);
    const done = page.getByRole('button', { name: copy.keepGoing.done, exact: true });
    await expectVisible(done);
    await waitForLoaded(page);
    await scrollJustAboveNav(page, done);
    await done.click();
    const alert = page.getByRole('alert');
    await expectVisible(alert);
    await expectAboveNav(page, alert, 'the error');
  });

  test('新着 and お気に入り have icons of their own', async ({ memberPage: page }) => {
    await page.setViewportSize(phone);
    // What an icon draws: the shapes of its svg.
    const drawing = (locator: Locator) =>
      locator
        .locator('svg path, svg circle')
        .evaluateAll((shapes) =>
          shapes.map((shape) => shape.outerHTML.replace(/ class="[^"]*"/, '')).join(''),
        );
    await page.goto('/member');
    const shortcuts = page.getByRole('navigation', { name: copy.member.shortcutsLabel });
    const tile = shortcuts.getByRole('link', { name: copy.member.menu.favorites });
    await expectVisible(tile);
    const favoritesTile = await drawing(tile);
    expect(favoritesTile).not.toBe('');
    const newItem = bottomNav(page).getByRole('link', { name: copy.member.bottomNav.new, exact: true });
    expect(await drawing(newItem)).not.toBe(favoritesTile);

    // The content page's お気に入り button draws what the お気に入り tile does, and nothing in the
    // bottom navigation draws it.
    await page.goto(`/member/content/${article.id}`);
    const favorite = page.getByRole('button', { name: copy.detail.favoriteAdd, exact: true });
    await expectVisible(favorite);
    expect(await drawing(favorite)).toBe(favoritesTile);
    for (const item of await bottomNav(page).getByRole('link').all()) {
      expect(await drawing(item)).not.toBe(favoritesTile);
    }
  });

  test('お気に入り and 視聴履歴 are one tap from home, my page and the header menu', async ({
    memberPage: page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/member');
    const shortcuts = page.getByRole('navigation', { name: copy.member.shortcutsLabel });
    await shortcuts.getByRole('link', { name: copy.member.menu.favorites }).click();
    await expectVisible(page.getByRole('tab', { name: copy.mypage.tabs.favorites, selected: true }));
    await expectVisible(page.getByText(copy.mypage.favoritesEmpty, { exact: true }));

    await page.goto('/member');
    await shortcuts.getByRole('link', { name: copy.member.menu.history }).click();
    await expectVisible(pageHeading(page, copy.member.menu.history));

    await page.goto('/member/mypage');
    await expectVisible(pageHeading(page, copy.mypage.heading));
    await shortcuts.getByRole('link', { name: copy.member.menu.history }).click();
    await expectVisible(pageHeading(page, copy.member.menu.history));

    await page.getByRole('button', { name: copy.member.bottomNav.mypage, expanded: false }).click();
    await page.getByRole('link', { name: copy.member.menu.favorites }).click();
    await expectVisible(page.getByRole('tab', { name: copy.mypage.tabs.favorites, selected: true }));
  });

  test('the calendar mentions arrow keys only to someone using a keyboard', async ({ memberPage: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/member/mypage?tab=records');
    const grid = page.getByRole('grid');
    await expectVisible(grid);
    const hint = page.getByText(copy.keepGoing.calendarHelp, { exact: true });
    expect(await hint.isVisible()).toBe(false);
    // A tap on a day: still no hint (a phone has no arrow keys).
    await grid.getByRole('gridcell').nth(3).click();
    expect(await hint.isVisible()).toBe(false);

    // By keyboard, from the month buttons into the grid.
    await page.getByRole('button', { name: copy.keepGoing.previousMonth }).focus();
    await page.keyboard.press('Tab');
    await expectVisible(hint);
    // Screen readers hear it with the grid whatever is shown.
    expect(await grid.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
  });

  test('before she joins a program, home shows one she could join', async ({
    admin,
    newContext,
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    const staff = await newContext();
    await signInThroughApi(staff, admin);
    const title = '7日間の朝ストレッチ';
    const created = await staff.request.post(apiPaths.adminPrograms, {
      headers: { [csrfHeader.name]: csrfHeader.value },
      data: {
        title,
        description: '朝の5分で、からだを少しずつ目覚めさせましょう',
        coverKey: null,
        state: 'published',
        days: Array.from({ length: 7 }, (_, index) => [sampleContents[index]!.id]),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/member');
    const section = page.getByRole('region', { name: copy.programs.heading, exact: true });
    const card = section.getByRole('article', { name: title });
    await expectVisible(card);
    await expectVisible(card.getByText(copy.programs.days(7), { exact: true }));
    await waitForLoaded(page);
    await expectNoAxeViolations(page, 'home with a program to join: ');
    await card.getByRole('link', { name: copy.programs.seeProgram }).click();
    await expectVisible(pageHeading(page, title));
    await expectVisible(page.getByRole('button', { name: copy.programs.join, exact: true }));
  });
});
