import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { e2ePassphrase, endMonthFor, uniqueEmail, type Account } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import {
  expectPathname,
  expectVisible,
  openWithScriptsHeld,
  pageHeading,
  requestsTo,
  waitForApp,
} from '../support/e2e/screen.js';

type Form = { email: string; password: string; passphrase: string };

const emailField = (page: Page) => page.getByLabel(copy.login.emailLabel, { exact: true });
const submitButton = (page: Page, name: string = copy.login.submit) =>
  page.getByRole('button', { name, exact: true });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function fill(page: Page, form: Form): Promise<void> {
  await emailField(page).fill(form.email);
  await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(form.password);
  await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(form.passphrase);
}

async function submit(page: Page, form: Form, button?: string): Promise<void> {
  await fill(page, form);
  await submitButton(page, button).click();
}

const credentials = (account: Account): Form => ({ ...account, passphrase: e2ePassphrase });

/** The sign-in page opened by its address, once the app has taken it over from the server's screen. */
async function open(page: Page): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
}

// Each test is a signed-out visitor in a fresh browser profile, with an account of its own.
describe('login /login', () => {
  test('has the heading, fields with autocomplete, the button and the links', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await open(page);
    await expectVisible(pageHeading(page, copy.login.heading));
    expect(await emailField(page).getAttribute('type')).toBe('email');
    expect(await emailField(page).getAttribute('autocomplete')).toBe('email');
    const password = page.getByLabel(copy.login.passwordLabel, { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    await expectVisible(submitButton(page));
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: copy.login.toReset, exact: true }).click();
    await expectPathname(page, '/forgot-password');
    await expectVisible(pageHeading(page, copy.reset.requestHeading));
    expect(pageErrors).toEqual([]);
  });

  test('keeps the destination on the links to registration and the gate', async ({ page, pageErrors }) => {
    await page.goto('/member/popular');
    await expectPathname(page, '/login');
    await page.getByRole('link', { name: copy.login.toRegister, exact: true }).click();
    await expectPathname(page, '/register');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/popular');
    await page.getByRole('link', { name: copy.register.toLogin, exact: true }).click();
    await expectPathname(page, '/login');
    await page.getByRole('link', { name: copy.login.toGate, exact: true }).click();
    await expectPathname(page, '/password');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/popular');
    expect(pageErrors).toEqual([]);
  });

  test('asks for every field: e-mail and password on the page, the passphrase on the server', async ({
    page,
    member,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const loginRequests = requestsTo(page, apiPaths.login);
    await open(page);
    await submit(page, { ...credentials(member), email: '' });
    await expectVisible(alertWith(page, copy.login.missingField));
    await submit(page, { ...credentials(member), password: '' });
    await expectVisible(alertWith(page, copy.login.missingField));
    expect(loginRequests).toHaveLength(0);

    // Only the server knows whether an admin may leave it empty (a month without a passphrase).
    await submit(page, { ...credentials(member), passphrase: '' });
    await expect.poll(() => loginRequests.length).toBe(1);
    await expectVisible(alertWith(page, copy.login.missingField));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test("shows the server's refusals: wrong passphrase, wrong e-mail or password", async ({
    page,
    member,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await open(page);
    await submit(page, { ...credentials(member), passphrase: 'ちがう合言葉' });
    await expectVisible(alertWith(page, copy.login.wrongPassphrase));
    // A wrong passphrase never offers the guest session.
    expect(await page.getByRole('button', { name: copy.login.guestFallback }).count()).toBe(0);

    await submit(page, { ...credentials(member), passphrase: 'ちがう合言葉', password: 'Wrong-Password-1' });
    await expectVisible(alertWith(page, copy.login.wrongPassphrase));

    await submit(page, { ...credentials(member), email: uniqueEmail('nobody') });
    await expectVisible(alertWith(page, copy.login.wrongCredentials));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('shows 処理中... and the note while working, and the button again afterwards', async ({
    page,
    member,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.route(`**${apiPaths.login}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await open(page);
    await submit(page, credentials(member));
    await expectVisible(page.getByRole('button', { name: copy.site.working, exact: true }));
    await expectVisible(page.getByText(copy.login.workingNote, { exact: true }));
    await expectNoAxeViolations(page);
    await expectPathname(page, '/member');
    expect(pageErrors).toEqual([]);
  });

  test('gives up after 10 seconds with the timeout message', async ({ page, member, pageErrors }) => {
    // The page's clock is the test's: the ten seconds pass at once, and not a second early.
    await page.clock.install();
    let asked!: () => void;
    const sent = new Promise<void>((resolve) => (asked = resolve));
    await page.route(`**${apiPaths.login}`, () => asked());
    await open(page);
    await fill(page, credentials(member));
    await submitButton(page).click();
    await sent;
    // Held at 9.5 s after the press; half a second of real time would show a message given early.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 9_500);
    await page.waitForTimeout(500);
    await expectVisible(page.getByRole('button', { name: copy.site.working, exact: true }));
    expect(await alertWith(page, copy.login.timeout).count()).toBe(0);
    await page.clock.runFor(1_000);
    await expectVisible(alertWith(page, copy.login.timeout));
    await expectVisible(submitButton(page));
    expect(pageErrors).toEqual([]);
  });

  test('on success returns to the page that sent the visitor to login', async ({
    page,
    member,
    pageErrors,
  }) => {
    await page.goto('/member/history');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/history');
    await submit(page, credentials(member));
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    expect(pageErrors).toEqual([]);
  });

  test('without a destination goes to the top page', async ({ page, member, pageErrors }) => {
    await open(page);
    await submit(page, { ...credentials(member), email: `  ${member.email.toUpperCase()} ` });
    await expectPathname(page, '/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    expect(pageErrors).toEqual([]);
  });

  test('offers a guest session when the password is wrong but the passphrase right', async ({
    page,
    member,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/member/new');
    await expectPathname(page, '/login');
    await submit(page, { ...credentials(member), password: 'Wrong-Password-1' });
    await expectVisible(alertWith(page, copy.login.wrongCredentials));
    const guest = page.getByRole('button', { name: copy.login.guestFallback, exact: true });
    await expectVisible(guest);
    await expectNoAxeViolations(page);

    await guest.click();
    await expectPathname(page, '/member/new');
    await expectVisible(pageHeading(page, copy.member.listHeadings.new));
    // A guest, not the member whose password was wrong.
    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await expectVisible(page.getByText(copy.member.guestName, { exact: true }));
    expect(await page.getByText(member.email).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('on a slow phone, what she types and presses before the app has come is not lost', async ({
    page,
    member,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const loginRequests = requestsTo(page, apiPaths.login);
    const release = await openWithScriptsHeld(page, '/login?redirectTo=%2Fmember%2Fhistory');
    await expectVisible(pageHeading(page, copy.login.heading));
    expect(await page.locator('#first-screen').count()).toBe(1);
    await expectNoAxeViolations(page);
    await emailField(page).fill(member.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(member.password);
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).click();
    await page.keyboard.insertText(e2ePassphrase);
    await submitButton(page).click();
    // Nothing is sent and nothing goes into the address (her password least of all) before the app.
    expect(new URL(page.url()).search).toBe('?redirectTo=%2Fmember%2Fhistory');
    expect(loginRequests).toHaveLength(0);
    release();
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    expect(loginRequests).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('on a very slow phone, she presses Enter in the e-mail field and still arrives once the app has come', async ({
    page,
    member,
    pageErrors,
  }) => {
    // Longer than the page's own answers stay fresh (10 s): the app asks for the session itself
    // while the written form stays, and takes her words from it with her still in the e-mail field.
    const loginRequests = requestsTo(page, apiPaths.login);
    const release = await openWithScriptsHeld(page, '/login');
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(member.password);
    await emailField(page).fill(member.email);
    await emailField(page).press('Enter');
    await page.waitForTimeout(10_500);
    expect(loginRequests).toHaveLength(0);
    release();
    await expectPathname(page, '/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    expect(loginRequests).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  describe('after the month has changed', () => {
    test('opens in monthly authentication mode with the e-mail filled in, and signs in again', async ({
      memberPage: page,
      member,
      newAccount,
      appServer,
      pageErrors,
      expectNoAxeViolations,
    }) => {
      await page.goto('/member/featured');
      await expectVisible(pageHeading(page, copy.member.listHeadings.featured));

      endMonthFor(member.email, appServer.dataDir);
      await page.goto('/member/featured');
      await expectPathname(page, '/login');
      await expectVisible(pageHeading(page, copy.login.monthlyHeading));
      await expectVisible(page.getByText(copy.login.monthlyNotice, { exact: true }));
      expect(await emailField(page).inputValue()).toBe(member.email);
      await expectVisible(submitButton(page, copy.login.monthlySubmit));
      await expectNoAxeViolations(page);

      // Someone else's address is refused in this mode.
      const other = await newAccount({ name: 'other' });
      await submit(page, credentials(other), copy.login.monthlySubmit);
      await expectVisible(alertWith(page, copy.login.emailMismatch));
      await expectNoAxeViolations(page);

      await submit(page, credentials(member), copy.login.monthlySubmit);
      await expectPathname(page, '/member/featured');
      await expectVisible(pageHeading(page, copy.member.listHeadings.featured));
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('guards', () => {
  test('show 読み込み中... while the session loads', async ({ page }) => {
    await page.route(`**${apiPaths.session}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/member/mypage');
    await expectVisible(page.getByRole('status').filter({ hasText: copy.site.loading }));
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/mypage');

    await page.goto('/admin');
    await expectVisible(page.getByRole('status').filter({ hasText: copy.site.loading }));
    await expectPathname(page, '/login');
  });

  test('sends a signed-out visitor to login and back to /admin after an admin signs in', async ({
    page,
    admin,
  }) => {
    await page.goto('/admin');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin');
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(admin.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(admin.password);
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(page, '/admin');
    await expectVisible(pageHeading(page, copy.admin.heading));
  });

  test('sends a guest to login from the admin screen: a guest has no account to be an admin with', async ({
    page,
  }) => {
    await page.goto('/password?redirectTo=/admin');
    await page.getByLabel(copy.gate.label, { exact: true }).fill(e2ePassphrase);
    await page.getByRole('button', { name: copy.gate.submit, exact: true }).click();
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin');
    await expectVisible(pageHeading(page, copy.login.heading));
  });

  test('sends a member who is not an admin to the member area', async ({ memberPage: page }) => {
    await page.goto('/admin/passphrases');
    await expectPathname(page, '/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
  });
});
