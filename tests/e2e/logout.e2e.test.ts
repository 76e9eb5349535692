import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { test } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

const menuButton = (page: Page) =>
  page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true });

describe('member menu and logout', () => {
  test('opens on click with the e-mail, the history link and logout; Escape closes it', async ({
    memberPage: page,
    member,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));

    const button = menuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(member.email, { exact: true }).isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectVisible(page.getByText(member.email, { exact: true }));
    // Home has its own お気に入り and 視聴履歴 links: look inside the menu the button opens.
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expectVisible(menu.getByRole('link', { name: copy.member.menu.favorites, exact: true }));
    await expectVisible(menu.getByRole('link', { name: copy.member.menu.history, exact: true }));
    await expectVisible(menu.getByRole('button', { name: copy.member.menu.logout, exact: true }));
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element.ownerDocument.activeElement === element)).toBe(true);

    // Keyboard: Enter opens, Tab reaches the items (お気に入り, then 視聴履歴), the history link goes to the history.
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });

  test('opens while the mouse rests on it and closes when it leaves', async ({
    memberPage: page,
    member,
    pageErrors,
  }) => {
    await page.goto('/member');
    const button = menuButton(page);
    await button.hover();
    await expectVisible(page.getByText(member.email, { exact: true }));
    await page.getByRole('heading', { level: 2 }).first().hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });

  test('logs out on the server, goes to /landing, and the member area then asks to sign in', async ({
    memberPage: page,
    pageErrors,
  }) => {
    await page.goto('/member/popular');
    await expectVisible(pageHeading(page, copy.member.listHeadings.popular));
    await menuButton(page).click();
    await page.getByRole('button', { name: copy.member.menu.logout, exact: true }).click();
    await expectPathname(page, '/landing');
    await expectVisible(pageHeading(page, copy.site.defaultName));

    await page.goto('/member');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member');
    const session = await page.context().request.get(apiPaths.session);
    expect(await session.json()).toEqual({ state: 'unauthenticated' });
    expect(pageErrors).toEqual([]);
  });

  test("admin screen's logout goes to the passphrase gate", async ({
    adminPage: page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.heading));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: copy.admin.logout, exact: true }).click();
    await expectPathname(page, '/password');
    await expectVisible(pageHeading(page, copy.gate.heading));

    await page.goto('/admin');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin');
    expect(pageErrors).toEqual([]);
  });
});
