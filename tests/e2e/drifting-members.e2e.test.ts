import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { signInThroughApi } from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { memberListOnPhone } from '../support/e2e/member-list-page.js';
import { desktop, expectVisible, phone } from '../support/e2e/screen.js';

// Issue 22, who is drifting away: staff find, sort and filter members on a phone, and the
// dashboard names those who have not come back for 14 days. The site's clock starts on
// 2 November (Tokyo) and then moves to 23 November.
const test = e2eTest.extend('appServer', ownAppServer({ clock: '2026-11-02T01:00:00Z' }));
const labels = copy.admin.members;

describe('who is drifting away', () => {
  // Three accounts, a moved clock and five axe runs: more than the usual 30 s.
  test(
    'staff search, sort and filter the members on a phone, and see who is drifting on the dashboard',
    { timeout: 60_000 },
    async ({ appServer, newContext, newAccount, admin, pageErrors, expectNoAxeViolations }) => {
      // She came on 2 November and not since; the other one comes on the 23rd.
      const drifter = await newAccount({ name: 'drifter' });
      await signInThroughApi(await newContext(), drifter);
      await appServer.setClock('2026-11-23T12:00:00Z');
      const regular = await newAccount({ name: 'regular' });
      await signInThroughApi(await newContext(), regular);

      const page = await memberListOnPhone(newContext, admin);
      await expectVisible(page.getByText(labels.statusHint));
      const row = (email: string) =>
        page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
      const statusOf = (email: string) => row(email).locator(`td[data-label="${labels.status}"]`);

      await expect.poll(() => statusOf(drifter.email).textContent()).toBe(labels.statuses.drifting);
      expect(await statusOf(regular.email).textContent()).toBe(labels.statuses.active);
      await expectNoAxeViolations(page);

      // お休み中 only: she alone.
      await page.getByRole('button', { name: labels.filters.drifting }).click();
      await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual([drifter.email]);
      expect(
        await page.getByRole('button', { name: labels.filters.drifting }).getAttribute('aria-pressed'),
      ).toBe('true');

      // Everyone again, the longest gone first.
      await page.getByRole('button', { name: labels.filters.all }).click();
      await page.getByLabel(labels.sortLabel).selectOption({ label: labels.sorts['lastVisit:asc']! });
      await expect
        .poll(async () => (await page.getByRole('rowheader').allTextContents())[0])
        .toBe(drifter.email);

      // A part of her address finds her.
      await page.getByRole('searchbox', { name: labels.searchLabel }).fill('regular');
      await page.getByRole('button', { name: labels.searchSubmit }).click();
      await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual([regular.email]);
      await page.getByRole('searchbox', { name: labels.searchLabel }).fill('100%');
      await page.getByRole('button', { name: labels.searchSubmit }).click();
      await expectVisible(page.getByText(labels.noMatch));
      await expectNoAxeViolations(page);

      // The dashboard names her, to write to her.
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        await page.goto('/admin/dashboard');
        const drifting = page.getByRole('region', { name: copy.admin.dashboard.drifting });
        await expectVisible(drifting.getByRole('rowheader', { name: drifter.email }));
        await expect.poll(() => drifting.getByRole('rowheader').count()).toBe(1);
        await expectVisible(page.getByRole('region', { name: copy.admin.dashboard.weeklyActive }));
        await expectVisible(page.getByRole('region', { name: copy.admin.dashboard.cohorts }));
        await expectNoAxeViolations(page);
      }
      await page.setViewportSize(desktop);
      await page.goto('/admin/members');
      await expectVisible(page.getByRole('columnheader', { name: labels.currentStreak }));
      await expectNoAxeViolations(page);
      expect(pageErrors).toEqual([]);
    },
  );
});
