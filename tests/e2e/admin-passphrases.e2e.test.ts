import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminStatus, PassphraseMonths } from '#shared/schemas/admin.js';
import { currentMonth, e2ePassphrase, setMonthPassphrase } from '../support/e2e/app-data.js';
import { ownAppServer, test } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** How the screen writes a month: 2026-12 → 2026年12月. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${year}年${number}月`;
}

const warning = (page: Page) => page.getByRole('alert').filter({ hasText: copy.admin.nextMonthMissing });
const monthRow = (page: Page, month: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: monthLabel(month) }) });

// The run's server has this month's passphrase; each test is an admin of its own.
describe('admin: monthly passphrases', () => {
  const thisMonth = currentMonth();
  const nextMonth = monthAfter(thisMonth);

  test('lists this month (marked 今月) and the next 12, each with its passphrase or 未設定', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
    const response = await page.context().request.get(apiPaths.adminPassphrases);
    const { months } = (await response.json()) as PassphraseMonths;
    expect(months.filter((row) => row.month >= thisMonth)).toHaveLength(13);

    // Header row + one row per month.
    await expect.poll(() => page.getByRole('row').count()).toBe(months.length + 1);
    await expectVisible(
      monthRow(page, thisMonth).getByText(copy.admin.passphrases.currentMonth, { exact: true }),
    );
    for (const { month, passphrase } of months) {
      await expectVisible(
        monthRow(page, month).getByRole('cell', {
          name: passphrase ?? copy.admin.passphrases.unset,
          exact: true,
        }),
      );
    }
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test("sets next month's passphrase; the warning, if it showed, goes away", async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const context = page.context();
    const before = (await (await context.request.get(apiPaths.adminStatus)).json()) as AdminStatus;
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.tabs.newPost));
    if (before.nextMonthPassphraseMissing) await expectVisible(warning(page));

    await page.goto('/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
    const monthField = page.getByLabel(copy.admin.passphraseLabels.month, { exact: true });
    const passphraseField = page.getByLabel(copy.admin.passphraseLabels.passphrase, { exact: true });
    await monthField.selectOption(nextMonth);

    await passphraseField.fill('   ');
    await page.getByRole('button', { name: copy.admin.savePassphrase }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.admin.passphraseEmpty }));
    expect(await passphraseField.getAttribute('aria-invalid')).toBe('true');

    const passphrase = `あじさい${Date.now().toString(36)}`;
    await passphraseField.fill(passphrase);
    await page.getByRole('button', { name: copy.admin.savePassphrase }).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: `${monthLabel(nextMonth)}の合言葉を保存しました` }),
    );
    await expectVisible(monthRow(page, nextMonth).getByRole('cell', { name: passphrase, exact: true }));
    await expectNoAxeViolations(page);

    const after = (await (await context.request.get(apiPaths.adminStatus)).json()) as AdminStatus;
    expect(after.nextMonthPassphraseMissing).toBe(false);
    expect(await warning(page).count()).toBe(0);
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.tabs.newPost));
    expect(await warning(page).count()).toBe(0);

    // Choosing a month that has one fills the field with it, to change it.
    await page.goto('/admin/passphrases');
    await monthField.selectOption(nextMonth);
    expect(await passphraseField.inputValue()).toBe(passphrase);
    expect(pageErrors).toEqual([]);
  });

  test('warns on every admin screen while next month has none, with a link to set it', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // Whether the real warning shows depends on today's date (the last 7 days of a month), so the
    // server's answer is stood in for here; the screens do the rest.
    await page.route(`**${apiPaths.adminStatus}`, (route) =>
      route.fulfill({
        json: {
          nextMonthPassphraseMissing: true,
          missingPassphraseMonths: [nextMonth],
          passphraseGuessing: null,
        } satisfies AdminStatus,
      }),
    );
    for (const path of ['/admin', '/admin/contents', '/admin/members', '/admin/settings']) {
      await page.goto(path);
      await expectVisible(warning(page));
    }
    await expectNoAxeViolations(page);
    await warning(page).getByRole('link', { name: copy.admin.toPassphrases }).click();
    await expectPathname(page, '/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
    expect(pageErrors).toEqual([]);
  });

  test('names this month first when this month and next month both have none', async ({
    adminPage: page,
    pageErrors,
  }) => {
    // The run's server has this month's passphrase, so the answer is stood in for.
    await page.route(`**${apiPaths.adminStatus}`, (route) =>
      route.fulfill({
        json: {
          nextMonthPassphraseMissing: true,
          missingPassphraseMonths: ['2026-11', '2026-12'],
          passphraseGuessing: null,
        } satisfies AdminStatus,
      }),
    );
    await page.goto('/admin/members');
    await expectVisible(
      page
        .getByRole('alert')
        .filter({ hasText: '今月（2026年11月）と来月（2026年12月）の合言葉がまだ設定されていません' }),
    );
    expect(await warning(page).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  // A site of its own: the run's server keeps this month's passphrase for every other test.
  test.extend('appServer', ownAppServer())(
    "offers this month and later only, and asks before replacing this month's passphrase, which signs every guest out",
    async ({ appServer, adminPage: page, pageErrors, expectNoAxeViolations }) => {
      // Last month's stays in the table for the record, under the months she can still set.
      const lastMonth = monthBefore(thisMonth);
      await setMonthPassphrase(appServer.dataDir, lastMonth);
      await page.goto('/admin/passphrases');
      await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
      const monthOptions = await page
        .getByLabel(copy.admin.passphraseLabels.month, { exact: true })
        .locator('option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
      expect(monthOptions[0]).toBe(thisMonth);
      expect(monthOptions).not.toContain(lastMonth);
      const rows = await page.getByRole('rowheader').allTextContents();
      expect(rows.indexOf(monthLabel(lastMonth))).toBe(rows.length - 1);
      const passphraseField = page.getByLabel(copy.admin.passphraseLabels.passphrase, { exact: true });
      await page.getByLabel(copy.admin.passphraseLabels.month, { exact: true }).selectOption(thisMonth);
      expect(await passphraseField.inputValue()).toBe(e2ePassphrase);
      const replacement = `あじさい${Date.now().toString(36)}`;
      await passphraseField.fill(replacement);
      const save = page.getByRole('button', { name: copy.admin.savePassphrase });
      const question = page.getByRole('dialog', {
        name: copy.admin.passphrases.replaceQuestion(monthLabel(thisMonth)),
      });

      // キャンセル keeps the passphrase and what she typed.
      await save.click();
      await expectVisible(question.getByText(copy.admin.passphrases.replaceEffect));
      await expectNoAxeViolations(page);
      await question.getByRole('button', { name: copy.admin.buttons.cancel }).click();
      await expect.poll(() => question.count()).toBe(0);
      expect(await passphraseField.inputValue()).toBe(replacement);
      await expectVisible(monthRow(page, thisMonth).getByRole('cell', { name: e2ePassphrase, exact: true }));

      await save.click();
      await question.getByRole('button', { name: copy.admin.passphrases.replaceConfirm }).click();
      await expectVisible(
        page.getByRole('status').filter({ hasText: `${monthLabel(thisMonth)}の合言葉を保存しました` }),
      );
      await expectVisible(monthRow(page, thisMonth).getByRole('cell', { name: replacement, exact: true }));
      // Next month has no one inside yet: saved without a question.
      await page.getByLabel(copy.admin.passphraseLabels.month, { exact: true }).selectOption(nextMonth);
      await passphraseField.fill(`${replacement}2`);
      await save.click();
      await expectVisible(
        page.getByRole('status').filter({ hasText: `${monthLabel(nextMonth)}の合言葉を保存しました` }),
      );
      expect(await question.count()).toBe(0);
      expect(pageErrors).toEqual([]);
    },
  );

  test('offers a suggestion that is easy to say aloud, and refuses a short passphrase on the page', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/admin/passphrases');
    await expectVisible(pageHeading(page, copy.admin.tabs.passphrases));
    const passphraseField = page.getByLabel(copy.admin.passphraseLabels.passphrase, { exact: true });
    await page.getByLabel(copy.admin.passphraseLabels.month, { exact: true }).selectOption(nextMonth);

    await passphraseField.fill('もみじ');
    await page.getByRole('button', { name: copy.admin.savePassphrase }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.admin.passphraseTooShort }));
    expect(await passphraseField.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: copy.admin.suggestPassphrase }).click();
    await expect.poll(() => passphraseField.inputValue()).toMatch(/^[\u3041-\u3096]{4,}\d{4}$/);
    const suggested = await passphraseField.inputValue();
    await expectVisible(
      page.getByRole('status').filter({ hasText: copy.admin.passphraseSuggested(suggested) }),
    );
    expect(await passphraseField.getAttribute('aria-invalid')).not.toBe('true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: copy.admin.savePassphrase }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.admin.passphraseSaved(nextMonth) }));
    await expectVisible(monthRow(page, nextMonth).getByRole('cell', { name: suggested, exact: true }));
    expect(pageErrors).toEqual([]);
  });

  test('tells staff on every admin screen when wrong passphrases reached the hourly cap', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // Tripping the real cap would stop the other browser tests' passphrases for an hour, so the
    // server's answer is stood in for; the API tests trip the real one.
    const status = (pausedUntil: string | null): AdminStatus => ({
      nextMonthPassphraseMissing: false,
      missingPassphraseMonths: [],
      passphraseGuessing: { trippedAt: '2026-11-21T12:05:00.000Z', pausedUntil },
    });
    await page.route(`**${apiPaths.adminStatus}`, (route) =>
      route.fulfill({ json: status('2026-11-21T13:05:00.000Z') }),
    );
    const paused = page
      .getByRole('alert')
      .filter({ hasText: copy.admin.passphraseGuessingPaused('2026年11月21日 22:05') });
    for (const path of ['/admin', '/admin/members', '/admin/passphrases']) {
      await page.goto(path);
      await expectVisible(paused);
    }
    await expectNoAxeViolations(page);
    await page.unroute(`**${apiPaths.adminStatus}`);
    await page.route(`**${apiPaths.adminStatus}`, (route) => route.fulfill({ json: status(null) }));
    await page.goto('/admin/members');
    await expectVisible(page.getByText(copy.admin.passphraseGuessingTripped('2026年11月21日 21:05')));
    expect(await paused.count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });
});
