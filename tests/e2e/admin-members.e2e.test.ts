import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import {
  e2ePassphrase,
  enterAsGuest,
  linkInLatestMailTo,
  signInThroughApi,
} from '../support/e2e/app-data.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

// A site of its own for every test, with one admin (the admin fixture) and, where the test asks
// for it, one member: the last-admin rule needs exactly one admin, the dashboard counts the members,
// and the settings changed here must not reach the other tests.
const test = e2eTest.extend('appServer', ownAppServer());

describe('admin: members, dashboard and settings on a site of its own', () => {
  const rowOf = (page: Page, email: string): Locator =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  /** Her cell under the column `term` (on a phone the cell carries the column's name itself). */
  const fact = (row: Locator, term: string) => row.locator(`td[data-label="${term}"]`);
  /** その他の操作: what changes her access waits behind it, on every card. */
  const openMoreActions = async (row: Locator) => {
    const more = row.locator('details');
    if (!(await more.evaluate((details) => (details as { open: boolean }).open))) {
      await row.getByText(copy.admin.members.moreActions, { exact: true }).click();
    }
  };
  const dialogAsking = (page: Page, question: string) => page.getByRole('dialog', { name: question });

  test('lists the members with their dates and roles, and sends one a password reset link', async ({
    adminPage: page,
    admin,
    member,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/admin/members');
    await expectVisible(pageHeading(page, copy.admin.tabs.members));
    const adminRow = rowOf(page, admin.email);
    const memberRow = rowOf(page, member.email);
    await expectVisible(adminRow);
    await expectVisible(memberRow);
    await expectVisible(adminRow.getByText(copy.admin.members.you));

    const japaneseDate = /^\d{4}年\d{1,2}月\d{1,2}日/;
    expect(await fact(memberRow, copy.admin.members.registered).textContent()).toMatch(japaneseDate);
    expect(await fact(adminRow, copy.admin.members.lastVisit).textContent()).toMatch(
      /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/,
    );
    expect(await fact(memberRow, copy.admin.members.lastVisit).textContent()).toBe(copy.admin.members.none);
    // Roles are shown here and changed on the staff screen.
    expect(await fact(adminRow, copy.admin.members.role).textContent()).toBe(copy.staff.roles.owner);
    expect(await fact(memberRow, copy.admin.members.role).textContent()).toBe(copy.admin.members.memberRole);
    await expectVisible(page.getByText(copy.admin.members.staffRoleNote));
    await expectNoAxeViolations(page);

    // The first button on her card is the harmless one.
    expect(await memberRow.getByRole('button').first().textContent()).toBe(copy.admin.members.sendReset);
    await memberRow.getByRole('button', { name: copy.admin.members.sendReset }).click();
    await expectVisible(
      memberRow.getByRole('status').filter({ hasText: copy.admin.resetSent(member.email) }),
    );
    expect(await linkInLatestMailTo(member.email, appServer.dataDir)).toMatch(/^\/reset-password\?token=/);
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('shows the dashboard: members, active this month, 30 days of views and the top contents', async ({
    adminPage: page,
    member: _counted, // the site's one member, for the count below
    newContext,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // A few views of one sample, counted today: three visitors (one view per visitor and content
    // counts in 30 minutes).
    for (let i = 0; i < 3; i += 1) {
      const visitor = await newContext();
      await enterAsGuest(visitor);
      const response = await visitor.request.post(apiPaths.contentViews('sample-02'), {
        headers: { [csrfHeader.name]: csrfHeader.value },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto('/admin/dashboard');
    await expectVisible(pageHeading(page, copy.admin.tabs.dashboard));
    const number = (term: string) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    // The admin is staff, not a member: one member on this site.
    expect(await number(copy.admin.dashboard.members).textContent()).toBe(copy.admin.dashboard.people(1));
    expect(await number(copy.admin.dashboard.activeThisMonth).textContent()).toMatch(/^[01]人$/);

    const chart = page.getByRole('region', { name: copy.admin.dashboard.viewsPerDay });
    await expectVisible(chart.getByText(copy.admin.dashboard.viewsTotal(3)));
    // The chart's numbers as a table for screen readers: one row per day.
    const table = page.getByRole('table', { name: copy.admin.dashboard.viewsPerDay });
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await table.getByRole('row').last().getByRole('cell').textContent()).toBe('3');

    const top = page.getByRole('region', { name: copy.admin.dashboard.topContents });
    await expectVisible(top.getByRole('listitem').first().getByText(copy.member.viewCount(3)));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('saves the settings, after checking the name and the links', async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const context = page.context();
    await page.goto('/admin/settings');
    await expectVisible(pageHeading(page, copy.admin.tabs.settings));
    const field = (name: string) => page.getByLabel(name, { exact: true });
    const save = page.getByRole('button', { name: copy.admin.settings.save });

    // The defaults: the site name, Wednesdays at 21:00.
    expect(await field(copy.admin.settings.siteName).inputValue()).toBe(copy.site.defaultName);
    expect(await field(copy.admin.settings.liveWeekday).inputValue()).toBe('3');
    expect(await field(copy.admin.settings.liveTime).inputValue()).toBe('21:00');
    await expectNoAxeViolations(page);

    await field(copy.admin.settings.siteName).fill(' ');
    await save.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.admin.siteNameMissing }));
    expect(await field(copy.admin.settings.siteName).getAttribute('aria-invalid')).toBe('true');
    await field(copy.admin.settings.siteName).fill(copy.site.defaultName);

    await field(copy.admin.settings.liveLessonUrl).fill('zoom.us/j/123');
    await save.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.admin.urlInvalid }));
    expect(await field(copy.admin.settings.liveLessonUrl).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await field(copy.admin.settings.liveLessonUrl).fill('https://live.example.jp/weekly');
    await field(copy.admin.settings.communityUrl).fill('https://chat.example.jp/karada');
    await field(copy.admin.settings.liveWeekday).selectOption({ label: copy.admin.settings.weekdays[4] });
    await field(copy.admin.settings.liveTime).fill('20:30');
    await save.click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.admin.settingsSaved }));

    const settings = (await (await context.request.get(apiPaths.settings)).json()) as SiteSettings;
    expect(settings).toEqual({
      siteName: copy.site.defaultName,
      joinUrl: null,
      communityUrl: 'https://chat.example.jp/karada',
      liveLessonUrl: 'https://live.example.jp/weekly',
      liveWeekday: 4,
      liveTime: '20:30',
    });
    await page.reload();
    expect(await field(copy.admin.settings.liveTime).inputValue()).toBe('20:30');

    // The lesson's time is on the ライブレッスン tab too. Each tab shows what the other saved, so
    // that a later save of either cannot quietly put an old time back.
    await page.getByRole('link', { name: copy.admin.tabs.live, exact: true }).click();
    await expectVisible(pageHeading(page, copy.admin.tabs.live));
    const startTime = page.getByLabel(copy.live.admin.startTime, { exact: true });
    expect(await startTime.inputValue()).toBe('20:30');
    await startTime.fill('19:00');
    await page.getByRole('button', { name: copy.live.admin.saveSchedule }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.live.admin.scheduleSaved }));
    await page.getByRole('link', { name: copy.admin.tabs.settings, exact: true }).click();
    await expectVisible(pageHeading(page, copy.admin.tabs.settings));
    expect(await field(copy.admin.settings.liveTime).inputValue()).toBe('19:00');
    expect(pageErrors).toEqual([]);
  });

  test(
    'disables a member: she is signed out and told why at sign-in; re-enabled she gets in; her sessions can be ended',
    { timeout: 60_000 },
    async ({ adminPage: page, admin, newAccount, newContext, pageErrors, expectNoAxeViolations }) => {
      const her = await newAccount({ name: 'to-disable' });
      const hers = await newContext();
      await signInThroughApi(hers, her);
      const herPage = await hers.newPage();
      await herPage.goto('/member');
      await expectPathname(herPage, '/member');

      await page.goto('/admin/members');
      const row = rowOf(page, her.email);
      expect(await fact(row, copy.admin.members.status).textContent()).toBe(
        copy.admin.members.statuses.active,
      );
      await openMoreActions(row);
      await row.getByRole('button', { name: copy.admin.members.disable }).click();
      // Asked first, saying what will happen; nothing has happened yet.
      const asked = dialogAsking(page, copy.admin.members.confirmDisable(her.email));
      await expectVisible(asked.getByText(copy.admin.members.disableEffect));
      expect(await (await hers.request.get(apiPaths.session)).json()).toMatchObject({
        state: 'authenticated',
        kind: 'member',
      });
      await asked.getByRole('button', { name: copy.admin.members.disable }).click();
      await expectVisible(
        row.getByRole('status').filter({ hasText: copy.admin.members.disabledDone(her.email) }),
      );
      await expect
        .poll(() => fact(row, copy.admin.members.status).textContent())
        .toBe(copy.admin.members.statuses.disabled);
      await expectNoAxeViolations(page);
      // Her own row has no such button for the admin herself.
      await openMoreActions(rowOf(page, admin.email));
      expect(
        await rowOf(page, admin.email).getByRole('button', { name: copy.admin.members.disable }).count(),
      ).toBe(0);

      // Her open page finds her signed out; signing in again tells her why it does not work.
      await herPage.reload();
      await expectPathname(herPage, '/login');
      await herPage.getByLabel(copy.login.emailLabel, { exact: true }).fill(her.email);
      await herPage.getByLabel(copy.login.passwordLabel, { exact: true }).fill(her.password);
      await herPage.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
      await herPage.getByRole('button', { name: copy.login.submit, exact: true }).click();
      await expectVisible(herPage.getByRole('alert').filter({ hasText: copy.login.accountDisabled }));
      await expectNoAxeViolations(herPage);

      await row.getByRole('button', { name: copy.admin.members.enable }).click();
      await expectVisible(
        row.getByRole('status').filter({ hasText: copy.admin.members.enabledDone(her.email) }),
      );
      await expect
        .poll(() => fact(row, copy.admin.members.status).textContent())
        .toBe(copy.admin.members.statuses.active);
      await herPage.getByRole('button', { name: copy.login.submit, exact: true }).click();
      await expectPathname(herPage, '/member');

      await row.getByRole('button', { name: copy.admin.members.endSessions }).click();
      // Asked first: キャンセル keeps her signed in.
      const askedToEnd = dialogAsking(page, copy.admin.members.confirmEndSessions(her.email));
      await expectVisible(askedToEnd.getByText(copy.admin.members.endSessionsEffect));
      await askedToEnd.getByRole('button', { name: copy.admin.buttons.cancel }).click();
      expect(await (await hers.request.get(apiPaths.session)).json()).toMatchObject({
        state: 'authenticated',
      });
      await row.getByRole('button', { name: copy.admin.members.endSessions }).click();
      await askedToEnd.getByRole('button', { name: copy.admin.members.endSessions }).click();
      await expectVisible(
        row.getByRole('status').filter({ hasText: copy.admin.members.sessionsEnded(her.email) }),
      );
      expect(await (await hers.request.get(apiPaths.session)).json()).toEqual({ state: 'unauthenticated' });
      await expectNoAxeViolations(page);
      // Her page's errors are in pageErrors too.
      expect(pageErrors).toEqual([]);
    },
  );
});
