import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/shared/copy.js';
import {
  createAccount,
  setMonthPassphrase,
  signInThroughApi,
  type Account,
} from '../support/e2e/app-data.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  collectPageErrors,
  expectPathname,
  expectVisible,
  newSession,
  pageHeading,
} from '../support/e2e/session.js';

describe('member menu and logout', () => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    await setMonthPassphrase();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function signedInPage(account: Account, path = '/member'): Promise<{ page: Page; errors: string[] }> {
    context = await newSession(browser!, { signIn: (ctx) => signInThroughApi(ctx, account) });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(path);
    return { page, errors };
  }

  const menuButton = (page: Page) =>
    page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true });

  it('opens on click with the e-mail, the history link and logout; Escape closes it', async () => {
    const account = await createAccount({ name: 'menu' });
    const { page, errors } = await signedInPage(account);
    await expectVisible(pageHeading(page, copy.member.homeHeading));

    const button = menuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(account.email, { exact: true }).isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectVisible(page.getByText(account.email, { exact: true }));
    await expectVisible(page.getByRole('link', { name: copy.member.menu.history, exact: true }));
    await expectVisible(page.getByRole('button', { name: copy.member.menu.logout, exact: true }));
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element.ownerDocument.activeElement === element)).toBe(true);

    // Keyboard: Enter opens, Tab reaches the items, the history link goes to the history.
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('opens while the mouse rests on it and closes when it leaves', async () => {
    const account = await createAccount({ name: 'hover' });
    const { page, errors } = await signedInPage(account);
    const button = menuButton(page);
    await button.hover();
    await expectVisible(page.getByText(account.email, { exact: true }));
    await page.getByRole('heading', { level: 2 }).first().hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('logs out on the server, goes to /landing, and the member area then asks to sign in', async () => {
    const account = await createAccount({ name: 'logout' });
    const { page, errors } = await signedInPage(account, '/member/popular');
    await expectVisible(pageHeading(page, copy.member.listHeadings.popular));
    await menuButton(page).click();
    await page.getByRole('button', { name: copy.member.menu.logout, exact: true }).click();
    await expectPathname(page, '/landing');
    await expectVisible(pageHeading(page, copy.site.defaultName));

    await page.goto('/member');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member');
    const session = await context!.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ state: 'unauthenticated' });
    expect(errors).toEqual([]);
  });

  it("admin screen's logout goes to the passphrase gate", async () => {
    const admin = await createAccount({ admin: true });
    const { page, errors } = await signedInPage(admin, '/admin');
    await expectVisible(pageHeading(page, copy.admin.heading));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: copy.admin.logout, exact: true }).click();
    await expectPathname(page, '/password');
    await expectVisible(pageHeading(page, copy.gate.heading));

    await page.goto('/admin');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin');
    expect(errors).toEqual([]);
  });
});
