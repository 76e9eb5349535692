import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { addDays } from '#shared/live-schedule.js';
import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { businessTimeZone } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { desktop, expectPathname, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Staff edit a content, then the owner finds that edit in 操作記録 with the filters: who, what,
// to what, when, and the title before → after. The run's server holds other tests' entries too:
// the filter on this test's own admin is what makes the list this test's.

const words = copy.audit;
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const entry = (page: Page, action: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: action, exact: true }) });

describe('admin: the audit log', () => {
  test('shows a content edit with who, when and the title before → after, found with the filters', async ({
    adminPage: page,
    admin,
    contents,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const stamp = Date.now().toString(36);
    const before = `朝のストレッチ ${stamp}`;
    const after = `夜のストレッチ ${stamp}`;
    const content = await contents.post({ title: before, type: 'article', body: '<p>朝のうちに</p>' });

    await page.goto(`/admin/contents/${content.id}/edit`);
    await expectVisible(pageHeading(page, copy.admin.editHeading));
    await field(page, copy.admin.labels.title).fill(after);
    await page.getByRole('button', { name: copy.admin.buttons.update, exact: true }).click();
    await expectPathname(page, '/admin/contents');

    await page
      .getByRole('navigation', { name: copy.admin.navLabel })
      .getByRole('link', { name: copy.admin.tabs.audit, exact: true })
      .click();
    await expectVisible(pageHeading(page, copy.admin.tabs.audit));

    const today = dayKey(new Date(), businessTimeZone);
    await field(page, words.actorLabel).selectOption({ label: admin.email });
    await field(page, words.targetTypeLabel).selectOption({ label: words.targetTypes.content });
    await field(page, words.fromLabel).fill(today);
    await field(page, words.toLabel).fill(today);
    expect(new URL(page.url()).searchParams.get('target')).toBe('content');

    const edited = entry(page, words.actions['content.update']);
    await expectVisible(edited);
    await expectVisible(edited.getByText(after, { exact: true }));
    await expectVisible(edited.getByText(admin.email, { exact: true }));
    await expectVisible(edited.getByText(`${before} → ${after}`, { exact: true }));
    // The posting names its content, and its title as what it was made with.
    expect(
      await entry(page, words.actions['content.create']).getByText(before, { exact: true }).count(),
    ).toBe(2);
    // Only this admin's content entries: the posting and the edit, newest first.
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      words.actions['content.update'],
      words.actions['content.create'],
    ]);

    // The filters are in the address: opened again, the same list.
    await page.reload();
    await expectVisible(edited);
    expect(await field(page, words.actorLabel).inputValue()).not.toBe('');

    for (const viewport of [phone, desktop]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expectVisible(edited);
      const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
      expect(overflow, viewport.name).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }

    // A range that ends before it starts is named on its field; nothing is listed for it.
    await field(page, words.fromLabel).fill(addDays(today, 1));
    await expectVisible(page.getByText(words.rangeReversed));
    expect(await field(page, words.toLabel).getAttribute('aria-invalid')).toBe('true');
    expect(await edited.count()).toBe(0);
    expect(await field(page, words.actorLabel).locator('option:checked').textContent()).toBe(admin.email);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: words.clearFilters, exact: true }).click();
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
  });
});
