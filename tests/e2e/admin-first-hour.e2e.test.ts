import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import type { AdminContentList } from '#shared/schemas/admin.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Staff's first hour on a fresh site (issue 26): the samples it came with, and the admin screens
// on a phone. A site of its own, since removing the samples would take them from other tests.
// FIRST_HOUR_SCREENSHOTS=dir keeps phone-sized pictures.
const test = e2eTest.extend('appServer', ownAppServer());
const screenshotDir = process.env.FIRST_HOUR_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

const sampleIds = Array.from({ length: 10 }, (_, index) => `sample-${String(index + 1).padStart(2, '0')}`);

describe('admin: the first hour on a fresh site', () => {
  test('the samples are marked サンプル, start with no views, and go at once after a question', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/admin/contents');
    await expectVisible(pageHeading(page, copy.admin.tabs.contents));
    const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => items.count()).toBe(10);
    await expect.poll(() => items.filter({ hasText: copy.admin.sampleBadge }).count()).toBe(10);
    const views = await items
      .locator('dt', { hasText: copy.admin.labels.viewCount })
      .locator('+ dd')
      .allTextContents();
    expect(views).toEqual(sampleIds.map(() => '0'));

    // The edit form says what it is, too.
    await items.first().getByRole('link', { name: copy.admin.buttons.edit }).click();
    await expectVisible(pageHeading(page, copy.admin.editHeading));
    await expectVisible(page.getByText(copy.admin.sampleNote));
    await page.goto('/admin/contents');

    await page.getByRole('button', { name: copy.admin.removeSamples }).click();
    const asked = page.getByRole('dialog', { name: copy.admin.confirmRemoveSamples(10) });
    await expectVisible(asked.getByText(copy.admin.removeSamplesEffect));
    await expectNoAxeViolations(page);
    await asked.getByRole('button', { name: copy.admin.removeSamplesConfirm }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.admin.samplesRemoved(10) }));
    await expectVisible(page.getByText(copy.admin.list.empty));
    expect(await page.getByRole('button', { name: copy.admin.removeSamples }).count()).toBe(0);
    const left = (await (
      await page.context().request.get(apiPaths.adminContents)
    ).json()) as AdminContentList;
    expect(left.items).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('on a phone the current tab is in view, hidden tabs are hinted at, and program figures stay readable', async ({
    adminPage: page,
    member,
    newContext,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // A 3-day program one member has joined, for the dashboard's figures.
    const staff = page.context();
    const created = await staff.request.post(apiPaths.adminPrograms, {
      headers: { [csrfHeader.name]: csrfHeader.value },
      data: {
        title: '3日間のやさしい朝習慣',
        description: '',
        coverKey: null,
        state: 'published',
        days: [['sample-01'], ['sample-02'], ['sample-03']],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const hers = await newContext();
    await signInThroughApi(hers, member);
    const joined = await hers.request.post(
      apiPaths.programEnrolment(((await created.json()) as { program: { id: string } }).program.id),
      { headers: { [csrfHeader.name]: csrfHeader.value } },
    );
    expect(joined.status(), await joined.text()).toBeLessThan(300);

    await page.setViewportSize(phone);
    await page.goto('/admin/dashboard');
    await expectVisible(pageHeading(page, copy.admin.tabs.dashboard));
    const nav = page.getByRole('navigation', { name: copy.admin.navLabel });
    const current = nav.getByRole('link', { name: copy.admin.tabs.dashboard });
    // The tab of this screen is wholly inside the row, not past its right edge.
    const navBox = (await nav.boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await current.boundingBox())!;
        return box.x >= navBox.x && box.x + box.width <= navBox.x + navBox.width;
      })
      .toBe(true);
    // Tabs are hidden on both sides of it, and the row says so.
    const frame = nav.locator('.admin-tabs-frame');
    await expect.poll(() => frame.getAttribute('data-more-after')).toBe('true');
    expect(await frame.getAttribute('data-more-before')).toBe('true');

    // The program's card: a 3-day program is asked about its day 3, never a day 7.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '3日間のやさしい朝習慣' }) });
    await expectVisible(card.getByText(copy.programs.admin.reachedDay(3)));
    expect(await card.getByText(copy.programs.admin.reachedDay(7)).count()).toBe(0);
    // 完了率 reads on one line at 390 px.
    const label = card.getByText(copy.programs.admin.completionRate, { exact: true });
    const lineHeight = await label.evaluate((element) =>
      parseFloat(element.ownerDocument.defaultView!.getComputedStyle(element).lineHeight),
    );
    expect((await label.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-phone');
    await expectNoAxeViolations(page);

    // The first tab: nothing hidden before it, more after it.
    await page.goto('/admin');
    await expect.poll(() => frame.getAttribute('data-more-after')).toBe('true');
    expect(await frame.getAttribute('data-more-before')).toBeNull();
    await screenshot(page, 'admin-tabs-phone');
    // The last tab, after scrolling there: in view, nothing hidden after it.
    await page.goto('/admin/staff');
    await expect.poll(() => frame.getAttribute('data-more-after')).toBeNull();
    expect(await frame.getAttribute('data-more-before')).toBe('true');
    expect(pageErrors).toEqual([]);
  });
});
